const DAY_AND_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An order's instant in Seoul wall time with its day, "05-14 14:03:30": the lists span days. */
export function orderTime(epochMs: number): string {
  const parts = Object.fromEntries(
    DAY_AND_TIME.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]),
  );
  return `${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
