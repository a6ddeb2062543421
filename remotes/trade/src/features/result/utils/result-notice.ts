import { formatAmount, GAME_STATUS, formatUnits, scaleOf, toUnits, type Bet } from '@bx/contracts';
import type { SoundName } from '@bx/ui';
import { clientText } from '@bx/platform';

import { roundPricesText } from '../../../shared/round-prices';
import { sideLabel } from '../../../shared/side-label';

export interface ResultNotice {
  kind: 'success' | 'info';
  message: string;
  sound: SoundName;
}

/** What the bet made or lost: payout minus stake, signed ("+9.5", "-10", "0"). */
export function netResult(bet: Pick<Bet, 'point' | 'payout'>): string {
  const scale = scaleOf(bet.point, bet.payout);
  const net = toUnits(bet.payout, scale, 'truncate') - toUnits(bet.point, scale, 'truncate');
  return `${net > 0n ? '+' : ''}${formatAmount(formatUnits(net, scale))}`;
}

/**
 * What a settled bet tells the player: the net result first (not only the gross payout), then the stake and
 * what came back, and the round's entry and close prices that decided it.
 */
export function resultNotice(bet: Bet, currency: string): ResultNotice {
  const parts = {
    net: `${netResult(bet)} ${currency}`,
    stake: `${sideLabel(bet.type)} ${formatAmount(bet.point)}`,
    payout: formatAmount(bet.payout),
    refund: `${formatAmount(bet.payout)} ${currency}`,
    prices: roundPricesText(bet.lockPrice, bet.closePrice, formatAmount),
  };
  if (bet.status === GAME_STATUS.REALIZED && bet.won) {
    return { kind: 'success', message: clientText('RESULT_WON', parts), sound: 'filled' };
  }
  if (bet.status === GAME_STATUS.REALIZED)
    return { kind: 'info', message: clientText('RESULT_LOST', parts), sound: 'cancel' };
  const code = bet.status === GAME_STATUS.VOID ? 'RESULT_VOID' : 'RESULT_CANCELLED';
  return { kind: 'info', message: clientText(code, parts), sound: 'success' };
}

/** The alarm sounds in the last seconds before the result of a round the player bet on. */
export const ALARM_LEAD_MS = 5_000;

export function isAlarmTime(closeAt: number, now: number): boolean {
  return now < closeAt && closeAt - now <= ALARM_LEAD_MS;
}
