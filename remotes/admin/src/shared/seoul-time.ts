const SEOUL_OFFSET_MS = 9 * 3_600_000;

/**
 * "2026-11-24 06:04:05": an instant as Seoul wall time (UTC+9 all year), the same on every operator's device, as
 * the server's days and the players' histories count time.
 */
export function seoulDateTime(epochMs: number): string {
  return new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
