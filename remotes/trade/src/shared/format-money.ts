/**
 * An amount with thousands commas and exactly the decimals it has ("9,995.5"), never padded or cut.
 * Kept free of @bx/ui so the pure logic that uses it is tested without loading the UI package.
 */
export function formatMoney(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = value.replace('-', '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

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
