import {
  ASSET_SCALES,
  compareDecimal,
  toUnits,
  type AdminTradeOptionChange,
  type TradeOption,
} from '@bx/contracts';
import type { AdminMessageCode } from '../../../shared/admin-text';

/** A binary option's terms as the form holds them. */
export interface TradeTermsForm {
  payoutRate: string;
  minBet: string;
  betUnit: string;
}

export type TradeTermsProblems = Partial<Record<keyof TradeTermsForm, AdminMessageCode>>;

const clean = (text: string) => text.replace(/[\s,]/g, '');

/** The decimals an amount of the option's currency may have (the server's scale for it; none when unknown). */
export function currencyScale(currency: string): number {
  return (ASSET_SCALES as Record<string, number>)[currency] ?? 0;
}

/** A payout rate above 1 and below 10, four decimals at most ("1.95"). */
export function payoutRateProblem(text: string): AdminMessageCode | null {
  const rate = clean(text);
  if (!/^[1-9](\.\d{1,4})?$/.test(rate) || compareDecimal(rate, '1') <= 0) return 'OPS_RATE_INVALID';
  return null;
}

/** An amount of the option's currency above zero, with at most the currency's decimals. */
export function betAmountProblem(text: string, currency: string): AdminMessageCode | null {
  const amount = clean(text);
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(amount) || !/[1-9]/.test(amount)) return 'OPS_AMOUNT_INVALID';
  if ((amount.split('.')[1]?.length ?? 0) > currencyScale(currency)) return 'OPS_AMOUNT_TOO_PRECISE';
  return null;
}

/** The form as it starts: the option's terms now. */
export function tradeTermsOf(option: Pick<TradeOption, 'payoutRate' | 'minBet' | 'betUnit'>): TradeTermsForm {
  return { payoutRate: option.payoutRate, minBet: option.minBet, betUnit: option.betUnit };
}

/**
 * What the form would change, as POST /api/admin/trade/option takes it (only the terms that differ from the
 * option's), or each field's problem: the server's checks, and the minimum a whole number of units.
 */
export function tradeTermsChange(
  option: Pick<TradeOption, 'payoutRate' | 'minBet' | 'betUnit' | 'currency'>,
  form: TradeTermsForm,
): { change: Omit<AdminTradeOptionChange, 'tradeOptionId'>; problems: TradeTermsProblems } {
  const sent = {
    payoutRate: clean(form.payoutRate),
    minBet: clean(form.minBet),
    betUnit: clean(form.betUnit),
  };
  const problems: TradeTermsProblems = {};
  const rate = payoutRateProblem(sent.payoutRate);
  if (rate) problems.payoutRate = rate;
  const minBet = betAmountProblem(sent.minBet, option.currency);
  if (minBet) problems.minBet = minBet;
  const betUnit = betAmountProblem(sent.betUnit, option.currency);
  if (betUnit) problems.betUnit = betUnit;
  if (!minBet && !betUnit) {
    const scale = currencyScale(option.currency);
    if (toUnits(sent.minBet, scale) % toUnits(sent.betUnit, scale) !== 0n)
      problems.minBet = 'OPS_MIN_BET_UNIT';
  }
  if (Object.keys(problems).length > 0) return { change: {}, problems };
  const change: Omit<AdminTradeOptionChange, 'tradeOptionId'> = {};
  for (const field of ['payoutRate', 'minBet', 'betUnit'] as const)
    if (compareDecimal(sent[field], option[field]) !== 0) change[field] = sent[field];
  return { change, problems };
}

/** A futures leverage cap: a whole number from 1 to the highest leverage of the option's brackets. */
export function leverageProblem(text: string, highest: number): AdminMessageCode | null {
  const value = clean(text);
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > highest) return 'OPS_LEVERAGE_INVALID';
  return null;
}
