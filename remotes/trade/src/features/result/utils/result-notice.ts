import type { Bet } from '@bx/contracts';
import type { SoundName } from '@bx/ui';

import { fromScaled, scaleOf, toScaled } from '../../../shared/decimal';
import { formatMoney } from '../../../shared/format-money';

export interface ResultNotice {
  kind: 'success' | 'info';
  message: string;
  sound: SoundName;
}

const SIDE = { B: '상승', S: '하락' } as const;

/** What the bet made or lost: payout minus stake, signed ("+9.5", "-10", "0"). */
export function netResult(bet: Pick<Bet, 'point' | 'payout'>): string {
  const scale = scaleOf(bet.point, bet.payout);
  const net = toScaled(bet.payout, scale) - toScaled(bet.point, scale);
  return `${net > 0n ? '+' : ''}${formatMoney(fromScaled(net, scale))}`;
}

function prices(bet: Pick<Bet, 'lockPrice' | 'closePrice'>): string {
  const price = (value: string | null) => (value === null ? '-' : formatMoney(value));
  return `진입가 ${price(bet.lockPrice)} → 종료가 ${price(bet.closePrice)}`;
}

/**
 * What a settled bet tells the player: the net result first (not only the gross payout), then the stake and
 * what came back, and the round's entry and close prices that decided it.
 */
export function resultNotice(bet: Bet, currency: string): ResultNotice {
  const net = `${netResult(bet)} ${currency}`;
  const stake = `${SIDE[bet.type]} ${formatMoney(bet.point)}`;
  if (bet.status === 1 && bet.won) {
    return {
      kind: 'success',
      message: `적중! ${net} (${stake} → ${formatMoney(bet.payout)} 지급) · ${prices(bet)}`,
      sound: 'filled',
    };
  }
  if (bet.status === 1) {
    return { kind: 'info', message: `미적중 ${net} (${stake}) · ${prices(bet)}`, sound: 'cancel' };
  }
  if (bet.status === 3) {
    return {
      kind: 'info',
      message: `무효 ${net}: 종료가가 진입가와 같아 ${formatMoney(bet.payout)} ${currency} 환불 · ${prices(bet)}`,
      sound: 'success',
    };
  }
  return {
    kind: 'info',
    message: `취소된 회차 ${net}: ${formatMoney(bet.payout)} ${currency} 환불 · ${prices(bet)}`,
    sound: 'success',
  };
}

/** The alarm sounds in the last seconds before the result of a round the player bet on. */
export const ALARM_LEAD_MS = 5_000;

export function isAlarmTime(closeAt: number, now: number): boolean {
  return now < closeAt && closeAt - now <= ALARM_LEAD_MS;
}
