import { formatAmount, GAME_STATUS, formatUnits, scaleOf, toUnits, type RoundResult } from '@bx/contracts';
import type { SoundName } from '@bx/ui';

import { roundPricesText } from '../../../shared/round-prices';
import { sideLabel } from '../../../shared/side-label';
import { tradeText } from '../../../shared/trade-text';

export interface ResultNotice {
  kind: 'success' | 'info';
  message: string;
  sound: SoundName;
}

/** What the bets made or lost: payout minus stake, signed ("+9.5", "-10", "0"). */
export function netResult(result: Pick<RoundResult, 'point' | 'payout'>): string {
  const scale = scaleOf(result.point, result.payout);
  const net = toUnits(result.payout, scale, 'truncate') - toUnits(result.point, scale, 'truncate');
  return `${net > 0n ? '+' : ''}${formatAmount(formatUnits(net, scale))}`;
}

/**
 * What a settled round tells the player of their bets in it: the net result first (not only the gross payout),
 * then the side(s) and stakes and what came back, and the round's entry and close prices that decided it.
 */
export function resultNotice(result: RoundResult): ResultNotice {
  const { currency } = result;
  const parts = {
    net: `${netResult(result)} ${currency}`,
    stake: `${result.sides.map(sideLabel).join('·')} ${formatAmount(result.point)}`,
    payout: formatAmount(result.payout),
    refund: `${formatAmount(result.payout)} ${currency}`,
    prices: roundPricesText(result.lockPrice, result.closePrice, formatAmount),
  };
  if (result.status === GAME_STATUS.REALIZED && result.won) {
    return { kind: 'success', message: tradeText('RESULT_WON', parts), sound: 'filled' };
  }
  if (result.status === GAME_STATUS.REALIZED)
    return { kind: 'info', message: tradeText('RESULT_LOST', parts), sound: 'cancel' };
  const code = result.status === GAME_STATUS.VOID ? 'RESULT_VOID' : 'RESULT_CANCELLED';
  return { kind: 'info', message: tradeText(code, parts), sound: 'success' };
}

/** The alarm sounds in the last seconds before the result of a round the player bet on. */
export const ALARM_LEAD_MS = 5_000;

export function isAlarmTime(closeAt: number, now: number): boolean {
  return now < closeAt && closeAt - now <= ALARM_LEAD_MS;
}
