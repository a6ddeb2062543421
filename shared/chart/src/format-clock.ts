import { formatKstDateTime } from '@bx/contracts';

/** An instant of the server clock as Seoul wall time, "14:03:30". */
export function formatClock(epochMs: number): string {
  return formatKstDateTime(epochMs).slice(11);
}
