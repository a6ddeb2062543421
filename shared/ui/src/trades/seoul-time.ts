/** Seoul keeps UTC+9 all year (no daylight saving), so its wall time is a fixed offset from UTC. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** "2026-11-23 21:04:05": an instant as Seoul wall time, the same on every site and device. */
export function seoulDateTime(epochMs: number): string {
  return new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
