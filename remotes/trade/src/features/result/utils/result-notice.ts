import type { Bet } from '@bx/contracts';
import type { SoundName } from '@bx/ui';

import { formatMoney } from '../../../shared/format-money';

export interface ResultNotice {
  kind: 'success' | 'info';
  message: string;
  sound: SoundName;
}

const SIDE = { B: '상승', S: '하락' } as const;

/** What a settled bet tells the player: a win with its payout, a loss, or a refund and why. */
export function resultNotice(bet: Bet, currency: string): ResultNotice {
  const stake = `${SIDE[bet.type]} ${formatMoney(bet.point)} ${currency}`;
  if (bet.status === 1 && bet.won) {
    return {
      kind: 'success',
      message: `적중! ${formatMoney(bet.payout)} ${currency} 지급 (${stake})`,
      sound: 'filled',
    };
  }
  if (bet.status === 1) return { kind: 'info', message: `미적중 (${stake})`, sound: 'cancel' };
  if (bet.status === 3) {
    return {
      kind: 'info',
      message: `무효: 종료가가 진입가와 같아 ${formatMoney(bet.payout)} ${currency} 환불`,
      sound: 'success',
    };
  }
  return {
    kind: 'info',
    message: `취소된 회차: ${formatMoney(bet.payout)} ${currency} 환불`,
    sound: 'success',
  };
}

/** The alarm sounds in the last seconds before the result of a round the player bet on. */
export const ALARM_LEAD_MS = 5_000;

export function isAlarmTime(closeAt: number, now: number): boolean {
  return now < closeAt && closeAt - now <= ALARM_LEAD_MS;
}
