const SEOUL_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const seoulParts = (epochMs: number) =>
  Object.fromEntries(SEOUL_PARTS.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));

/** An order's instant in Seoul wall time with its day, "05-14 14:03:30": the lists span days. */
export function orderTime(epochMs: number): string {
  const parts = seoulParts(epochMs);
  return `${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The day of an instant in Seoul, "2026-05-14": when a trader or a follow started, or a follow ended. */
export function orderDay(epochMs: number): string {
  const parts = seoulParts(epochMs);
  return `${parts.year}-${parts.month}-${parts.day}`;
}
