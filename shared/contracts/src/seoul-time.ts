/**
 * Seoul calendar days, the platform's one day for the server and the front end alike (daily reports, date
 * filters, market holidays). Asia/Seoul has no daylight saving: always UTC+9.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

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

/** Epoch ms -> the Seoul calendar day holding it, "2024-01-03". */
export function formatKstDate(time: number): string {
  return new Date(time + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms -> the Seoul wall time of it, "2024-01-03 14:03:30", the same on every site and device. */
export function formatKstDateTime(time: number): string {
  return new Date(time + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
