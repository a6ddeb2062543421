import { compareDecimal, formatAmount, type DecimalString } from '@bx/contracts';

export type ProfitTone = 'gain' | 'loss' | 'flat';

/** Gains show red and losses blue, as Korean markets colour them. */
export function profitTone(amount: DecimalString): ProfitTone {
  const sign = compareDecimal(amount, '0');
  return sign > 0 ? 'gain' : sign < 0 ? 'loss' : 'flat';
}

/** "+12,345", "-12,345" or "0": a profit with its sign always written, thousands grouped, `decimals` kept. */
export function signedAmount(amount: DecimalString, decimals = 0): string {
  const tone = profitTone(amount);
  const digits = formatAmount(amount.replace('-', ''), decimals);
  return tone === 'gain' ? `+${digits}` : tone === 'loss' ? `-${digits}` : '0';
}
