import type { CopyRecord } from '@bx/contracts';
import { formatPrice, stockName } from '@bx/ui';

import { decimalsIn } from '../../../shared/price-decimals';
import { usdtText } from '../../../shared/usdt';
import { futuresText, type FuturesTextCode } from '../../../shared/futures-text';

export const RECORD_KIND_LABELS: Record<CopyRecord['kind'], FuturesTextCode> = {
  OPEN: 'CT_KIND_OPEN',
  CLOSE: 'CT_KIND_CLOSE',
};

export const RECORD_STATUS_LABELS: Record<CopyRecord['status'], FuturesTextCode> = {
  FILLED: 'CT_STATUS_FILLED',
  SKIPPED: 'CT_STATUS_SKIPPED',
};

/**
 * What a record says under its heading: a filled copy's size against the trader's, its price and margin; a
 * skipped one why, in the server's words (the site's language), or that it was skipped.
 */
export function recordLines(record: CopyRecord): string[] {
  if (record.status === 'SKIPPED') return [record.message ?? futuresText('CT_SKIPPED')];
  const lines = [futuresText('CT_RECORD_SIZE', { qty: record.qty, traderQty: record.traderQty })];
  if (record.price !== null)
    lines.push(
      futuresText('CT_RECORD_PRICE', {
        price: formatPrice(record.price, decimalsIn(record.price)),
        margin: usdtText(record.margin),
      }),
    );
  return lines;
}

export type ClosableRecord = CopyRecord & { futuresFollowerOrderId: number };

/**
 * The records that offer to close the position their copy opened: filled opens, with the follower's order, of a
 * contract the player still holds a position in (`openOptionIds`), and newer than the contract's last copied
 * close, which took what the opens before it had opened. `records` newest first, as the list has them; the
 * server has the last word.
 */
export function closableRecordIds(
  records: readonly CopyRecord[],
  openOptionIds: ReadonlySet<number>,
): Set<number> {
  const closedAfter = new Set<number>();
  const closable = new Set<number>();
  for (const record of records) {
    if (record.status !== 'FILLED') continue;
    if (record.kind === 'CLOSE') closedAfter.add(record.futuresOptionId);
    else if (
      record.futuresFollowerOrderId !== null &&
      openOptionIds.has(record.futuresOptionId) &&
      !closedAfter.has(record.futuresOptionId)
    )
      closable.add(record.id);
  }
  return closable;
}

/** Whether `record` is one of `closable` (closableRecordIds), with the follower's order to close by. */
export const isClosable = (record: CopyRecord, closable: ReadonlySet<number>): record is ClosableRecord =>
  closable.has(record.id) && record.futuresFollowerOrderId !== null;

/** The record's contract without its PERP suffix. */
export const recordStock = (record: CopyRecord): string => stockName(record.stock);
