import type { FuturesInfo, FuturesOptionDetail } from '@bx/contracts';

/** /topic/futures_info's body: an array of the stocks that moved (one object from an older server). */
export function infosOf(body: unknown): FuturesInfo[] {
  return Array.isArray(body) ? (body as FuturesInfo[]) : [body as FuturesInfo];
}

/**
 * The contract's terms with the mark price and the next funding time of its latest push (infra/server/docs/
 * futures.md: every second for a stock that moved): the header, the positions' PnL and the cost preview follow
 * the pushed mark instead of asking for it. Unchanged (the same object) when no entry is this contract's or a
 * push lacks the mark.
 */
export function applyInfo(
  option: FuturesOptionDetail | undefined,
  infos: readonly FuturesInfo[],
): FuturesOptionDetail | undefined {
  const info = option === undefined ? undefined : infos.find((each) => each.stock === option.stock);
  if (option === undefined || info?.markPrice === undefined) return option;
  return {
    ...option,
    markPrice: info.markPrice,
    nextFundingTime: info.nextFundingTime ?? option.nextFundingTime,
  };
}
