import type { StockOrigin } from '@bx/contracts';

/** Asia/Seoul has no daylight saving: always UTC+9. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const OPEN_MINUTE = 8 * 60; // 08:00 KST
const CLOSE_MINUTE = 6 * 60; // 06:00 KST, the next morning
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Trading sessions per stock origin. BINANCE (crypto) never closes. KIWOOM (FX, indices) and OANDA (gold) trade
 * from 08:00 to 06:00 the next morning (Asia/Seoul), Monday 08:00 through Saturday 06:00; closed 06:00-08:00
 * every day and over the weekend.
 */
export function isSessionOpen(origin: StockOrigin, time: number): boolean {
  if (origin === 'BINANCE') return true;
  const kst = new Date(time + KST_OFFSET_MS);
  const day = kst.getUTCDay(); // 0 Sunday .. 6 Saturday, in Seoul
  const minute = kst.getUTCHours() * 60 + kst.getUTCMinutes();
  if (minute >= OPEN_MINUTE) return day >= 1 && day <= 5;
  if (minute < CLOSE_MINUTE) return day >= 2 && day <= 6;
  return false;
}

/**
 * When a closed session opens next, as epoch ms; null while it is open. Every closure (the early morning
 * break, the weekend) ends at 08:00 Seoul time of a weekday.
 */
export function nextSessionOpen(origin: StockOrigin, time: number): number | null {
  if (isSessionOpen(origin, time)) return null;
  let open = kstDayStart(time) + OPEN_MINUTE * MINUTE_MS;
  if (open < time) open += DAY_MS;
  while (!isSessionOpen(origin, open)) open += DAY_MS;
  return open;
}

/**
 * How many minutes before `time` hold `openMinutes` minutes of open session for each of the origins. The
 * simulator's history spans this, so that over a weekend a closed market still has the prices and chart of
 * its last session instead of nothing.
 */
export function minutesHoldingOpenTime(
  origins: readonly StockOrigin[],
  time: number,
  openMinutes: number,
): number {
  const end = Math.floor(time / MINUTE_MS) * MINUTE_MS;
  let span = openMinutes;
  for (const origin of new Set(origins)) {
    let minutes = 0;
    // A week always holds the open time asked for; the bound only guards a schedule that never opens.
    for (let open = 0; open < openMinutes && minutes < 7 * 24 * 60; minutes++) {
      if (isSessionOpen(origin, end - (minutes + 1) * MINUTE_MS)) open++;
    }
    span = Math.max(span, minutes);
  }
  return span;
}

/** Start of the Seoul calendar day holding `time`, as epoch ms. */
export function kstDayStart(time: number): number {
  const day = 24 * 60 * 60 * 1000;
  return Math.floor((time + KST_OFFSET_MS) / day) * day - KST_OFFSET_MS;
}

/** "2024-01-03" (a Seoul calendar day) -> its start as epoch ms; undefined when malformed. */
export function parseKstDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return undefined;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utc) || new Date(utc).getUTCDate() !== Number(match[3])) return undefined;
  return utc - KST_OFFSET_MS;
}

export function formatKstDate(time: number): string {
  return new Date(time + KST_OFFSET_MS).toISOString().slice(0, 10);
}
