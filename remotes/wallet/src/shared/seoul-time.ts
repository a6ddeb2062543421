import { seoulDateTime } from '@bx/ui';

// The rows' times, as every history shows them.
export { seoulDateTime };

/** "2026-11-23": the Seoul day an instant falls on, as the server's date filters take it. */
export function seoulDay(epochMs: number): string {
  return seoulDateTime(epochMs).slice(0, 10);
}
