import { formatAmount } from '@bx/contracts';
import { tradeText } from '../../../shared/trade-text';

export interface QuickAmount {
  label: string;
  /** Whole currency units added by the button. */
  amount: number;
}

/** The spec's quick buttons (+10,000 up to +500,000 on a KRW option) are 1, 5, 10 and 50 times one base. */
const MULTIPLES = [1, 5, 10, 50];

/**
 * The base of the quick buttons for an option: the smallest power of ten at or above its minimum stake
 * (10,000 for a KRW option with a 5,000 minimum; 10 for a 5 USDT minimum), raised to a multiple of the bet unit so every button keeps the stake on the unit.
 */
export function quickBase(minBet: string, betUnit: string): number {
  const floor = Math.max(1, Number(minBet), Number(betUnit));
  let base = 10 ** Math.ceil(Math.log10(floor) - 1e-9);
  const unit = Number(betUnit);
  if (unit >= 1 && base % unit !== 0) base = Math.ceil(base / unit) * unit;
  return base;
}

/** Korean counts whole ten thousands in man ("+1" man for 10,000); other amounts, and English, read in full. */
export function quickLabel(amount: number): string {
  const parts = { amount: formatAmount(String(amount)), count: formatAmount(String(amount / 10_000)) };
  if (amount >= 10_000 && amount % 10_000 === 0) return tradeText('QUICK_TEN_THOUSANDS', parts);
  return `+${parts.amount}`;
}

export function quickAmounts(minBet: string, betUnit: string): QuickAmount[] {
  const base = quickBase(minBet, betUnit);
  return MULTIPLES.map((multiple) => ({ amount: base * multiple, label: quickLabel(base * multiple) }));
}

/** A quick button adds to what is typed; from nothing it starts at the button's amount. */
export function addQuick(current: number | null, amount: number): number {
  return (current ?? 0) + amount;
}
