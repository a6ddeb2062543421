import type { TradeOption } from '@bx/contracts';

/**
 * Whether the option's market is closed at `now` (server clock): it was resting when the option was loaded
 * and its next open time has not come yet (a market resting with no known open time stays closed).
 */
export function isMarketClosed(option: Pick<TradeOption, 'isRest' | 'nextOpenAt'>, now: number): boolean {
  if (!option.isRest) return false;
  return option.nextOpenAt === null || now < option.nextOpenAt;
}

const SEOUL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When the market opens, as Seoul wall time the same on every site: "11/24 08:00". */
export function formatOpenTime(epochMs: number): string {
  const part = Object.fromEntries(SEOUL.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  return `${part.month}/${part.day} ${part.hour}:${part.minute}`;
}
