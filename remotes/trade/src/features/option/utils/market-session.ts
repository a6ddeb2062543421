import { formatKstDateTime, type TradeOption } from '@bx/contracts';

/**
 * Whether the option's market is closed at `now` (server clock): it was resting when the option was loaded
 * and its next open time has not come yet (a market resting with no known open time stays closed).
 */
export function isMarketClosed(option: Pick<TradeOption, 'isRest' | 'nextOpenAt'>, now: number): boolean {
  if (!option.isRest) return false;
  return option.nextOpenAt === null || now < option.nextOpenAt;
}

/** When the market opens, as Seoul wall time the same on every site: "11/24 08:00". */
export function formatOpenTime(epochMs: number): string {
  const wall = formatKstDateTime(epochMs);
  return `${wall.slice(5, 7)}/${wall.slice(8, 10)} ${wall.slice(11, 16)}`;
}
