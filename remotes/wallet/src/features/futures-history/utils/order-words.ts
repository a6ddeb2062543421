import type { FuturesOrder } from '@bx/contracts';
import { type WalletTextCode } from '../../../shared/wallet-text';

/**
 * What an order of the history came to: filled (at its fill price) or cancelled; an open one does not reach the
 * history. The price shown is the fill, else the limit, else none (a market order cancelled unfilled).
 */
export function orderOutcome(order: Pick<FuturesOrder, 'status' | 'filledPrice' | 'price'>): {
  status: WalletTextCode;
  price: string | null;
} {
  return {
    status:
      order.status === 'FILLED'
        ? 'FUT_STATUS_FILLED'
        : order.status === 'OPEN'
          ? 'FUT_STATUS_OPEN'
          : 'FUT_STATUS_CANCELLED',
    price: order.filledPrice ?? order.price,
  };
}
