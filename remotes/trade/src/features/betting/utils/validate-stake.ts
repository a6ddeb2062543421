import { compareDecimal, scaleOf, toScaled } from '../../../shared/decimal';

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

/**
 * Why a stake cannot be sent, in the order a player fixes them, or null when it may go to the server (which
 * checks it all again). The round check comes last: a stake worth fixing is worth fixing for the next round.
 */
export function stakeProblem(stake: string | null, rules: StakeRules, context: StakeContext): string | null {
  if (stake === null || stake.trim() === '' || compareDecimal(stake, '0') <= 0)
    return '투자금액을 입력해주세요.';
  if (compareDecimal(stake, rules.minBet) < 0)
    return `최소 투자금액은 ${rules.minBet} ${rules.currency}입니다.`;
  const scale = scaleOf(stake, rules.betUnit);
  const unit = toScaled(rules.betUnit, scale);
  if (unit > 0n && toScaled(stake, scale) % unit !== 0n) {
    return `투자금액은 ${rules.betUnit} ${rules.currency} 단위로 입력해주세요.`;
  }
  if (context.balance !== null && compareDecimal(stake, context.balance) > 0) return '잔액이 부족합니다.';
  if (!context.roundOpen) return '베팅이 마감된 회차입니다. 다음 회차를 기다려주세요.';
  return null;
}
