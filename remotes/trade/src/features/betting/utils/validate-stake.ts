import { compareDecimal, scaleOf, toUnits } from '@bx/contracts';
import { tradeText } from '../../../shared/trade-text';

export interface StakeRules {
  minBet: string;
  betUnit: string;
  currency: string;
}

export interface StakeContext {
  /** The BINARY wallet's balance, or null while unknown (the check is then left to the server). */
  balance: string | null;
  roundOpen: boolean;
}

/** The spec's unit message with the unit it asks for: "Please match the minimum unit of the amount. (1 USDT)". */
export function unitMessage(rules: StakeRules): string {
  return `${tradeText('STAKE_UNIT')} (${rules.betUnit} ${rules.currency})`;
}

/**
 * Why a stake cannot be sent, in the order a player fixes them, or null when it may go to the server (which
 * checks it all again). The round check comes last: a stake worth fixing is worth fixing for the next round.
 */
export function stakeProblem(stake: string | null, rules: StakeRules, context: StakeContext): string | null {
  if (stake === null || stake.trim() === '' || compareDecimal(stake, '0') <= 0)
    return tradeText('STAKE_REQUIRED');
  if (compareDecimal(stake, rules.minBet) < 0)
    return tradeText('STAKE_TOO_SMALL', { min: `${rules.minBet} ${rules.currency}` });
  const scale = scaleOf(stake, rules.betUnit);
  const unit = toUnits(rules.betUnit, scale, 'truncate');
  if (unit > 0n && toUnits(stake, scale, 'truncate') % unit !== 0n) return unitMessage(rules);
  if (context.balance !== null && compareDecimal(stake, context.balance) > 0)
    return tradeText('STAKE_OVER_BALANCE');
  if (!context.roundOpen) return tradeText('STAKE_ROUND_LOCKED');
  return null;
}
