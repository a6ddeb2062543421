import { applyListEvent, closesPosition } from '@bx/app-kit';
import type { FuturesEvent, FuturesMarketType, FuturesOrder, FuturesPosition } from '@bx/contracts';

import { futuresKeys } from '../../../shared/futures-keys';

export type OrderEvent = Extract<FuturesEvent, { data: FuturesOrder }>;
export type PositionEvent = Extract<FuturesEvent, { data: FuturesPosition }>;
export type LeverageEvent = Extract<FuturesEvent, { type: 'LEVERAGE_UPDATE' }>;
export type CopyEvent = Extract<FuturesEvent, { type: `COPYTRADE_${string}` }>;

export const isLeverageEvent = (event: FuturesEvent): event is LeverageEvent =>
  event.type === 'LEVERAGE_UPDATE';
/**
 * A follower's mirrored (or skipped) copy of their trader's fill (COPYTRADE_OPEN, COPYTRADE_CLOSE), or their
 * follow's stop-loss ending it (COPYTRADE_STOP_LOSS).
 */
export const isCopyEvent = (event: FuturesEvent): event is CopyEvent => event.type.startsWith('COPYTRADE_');

/**
 * Which list an order rests in: the open orders (limit and stop), the TP/SL orders, or none (a market order or
 * a liquidation fills at once and is only ever in the history).
 */
export function restingListOf(marketType: FuturesMarketType): 'openOrders' | 'tpslOrders' | null {
  if (marketType === 'TAKEPROFIT' || marketType === 'STOPLOSS') return 'tpslOrders';
  if (marketType === 'MARKET' || marketType === 'LIQUIDATION') return null;
  return 'openOrders';
}

/**
 * A resting list after an order event (spec section 4): placed or updated in place while active; a cancel or a
 * fill moves it to the records (the history), so it leaves the list. A list not loaded yet stays unloaded.
 */
export function applyOrderEvent(
  orders: readonly FuturesOrder[] | undefined,
  event: OrderEvent,
): FuturesOrder[] | undefined {
  const leaves = event.type === 'ORDER_CANCEL' || event.type === 'ORDER_FILLED' || !event.data.isActive;
  return applyListEvent(orders, event.data, leaves);
}

/** Whether an order event adds a record to the history (a fill or a cancel). */
export const endsOrder = (event: OrderEvent): boolean =>
  event.type === 'ORDER_CANCEL' || event.type === 'ORDER_FILLED';

/** The open positions after a position event: opened or updated in place, closed or liquidated away. */
export function applyPositionEvent(
  positions: readonly FuturesPosition[] | undefined,
  event: PositionEvent,
): FuturesPosition[] | undefined {
  const ends = closesPosition(event) || event.data.status === 'CLOSED';
  return applyListEvent(positions, event.data, ends);
}

/**
 * The queries a copy event leaves stale: the player's follow (its used limit, PnL and copy count), the copy
 * records and profit shares always; a filled close or a stop-loss also the traders' figures, whose follower PnL
 * (and followers) it moved. The positions and the orders the copy made arrive by their own events.
 */
export function staleAfterCopy(event: CopyEvent): (readonly string[])[] {
  const movesTraders =
    event.type === 'COPYTRADE_STOP_LOSS' ||
    (event.type === 'COPYTRADE_CLOSE' && event.data.status === 'FILLED');
  return movesTraders ? [futuresKeys.copyMine, futuresKeys.copyTraders] : [futuresKeys.copyMine];
}
