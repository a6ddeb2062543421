import type { StockOrigin } from '@bx/contracts';

/** Asia/Seoul has no daylight saving: always UTC+9. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const OPEN_MINUTE = 8 * 60; // 08:00 KST
const CLOSE_MINUTE = 6 * 60; // 06:00 KST, the next morning

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
  const parsed = new Date(utc);
  // Date.UTC rolls 2026-13-01 and 2026-02-30 over into a later date: both are malformed.
  if (parsed.getUTCMonth() !== Number(match[2]) - 1 || parsed.getUTCDate() !== Number(match[3]))
    return undefined;
  return utc - KST_OFFSET_MS;
}

export function formatKstDate(time: number): string {
  return new Date(time + KST_OFFSET_MS).toISOString().slice(0, 10);
}
