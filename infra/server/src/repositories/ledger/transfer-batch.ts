import type { Asset } from '../../money/assets.js';
import type { TransferInput } from './transfers.js';

/**
 * Collects the transfers of one booking, each keyed `{keyPrefix}:{what}`: booked together (`bookSet`) they move
 * money once however often the booking is replayed. A zero amount adds nothing.
 */
export function transferBatch(keyPrefix: string, asset: Asset) {
  const transfers: TransferInput[] = [];
  const move = (
    what: string,
    debitAccountId: number,
    creditAccountId: number,
    amount: bigint,
    code: string,
  ) => {
    if (amount > 0n)
      transfers.push({
        idempotencyKey: `${keyPrefix}:${what}`,
        debitAccountId,
        creditAccountId,
        asset,
        amount,
        code,
      });
  };
  return { transfers, move };
}
