import { formatKstDate, formatKstDateTime } from '@bx/contracts';

/** An order's instant in Seoul wall time with its day, "05-14 14:03:30": the lists span days. */
export function orderTime(epochMs: number): string {
  return formatKstDateTime(epochMs).slice(5);
}

/** The day of an instant in Seoul, "2026-05-14": when a trader or a follow started, or a follow ended. */
export const orderDay = formatKstDate;
