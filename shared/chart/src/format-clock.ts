const CLOCK = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant of the server clock as Seoul wall time, "14:03:30". */
export function formatClock(epochMs: number): string {
  return CLOCK.format(new Date(epochMs));
}
