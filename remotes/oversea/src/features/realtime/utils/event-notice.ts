import type { OverseaCloseReason, OverseaEvent } from '@bx/contracts';
import { type ToastOptions } from '@bx/platform';
import { orderSoundFor, type SoundName } from '@bx/ui';

import { OVERSEA_FILLED_TOAST, OVERSEA_TOAST } from '../../../shared/oversea-toast';
import { sideLabel } from '../../../shared/side-label';
import { overseaText, type OverseaTextCode } from '../../../shared/oversea-text';

export interface EventNotice {
  kind: 'success' | 'info' | 'error';
  message: string;
  options: ToastOptions;
  sound: SoundName | null;
}

/** Resting orders are told when placed and cancelled; a market order only by its fill. */
const RESTING = new Set(['LIMIT', 'STOPLIMIT', 'STOPMARKET']);

/** A position's close named by why it closed: 익절, 손절, 장 마감 청산, or 청산 (the player's). */
const CLOSE_TITLES = {
  MANUAL: 'OVERSEA_TOAST_CLOSE',
  TAKEPROFIT: 'OVERSEA_TOAST_TAKEPROFIT',
  STOPLOSS: 'OVERSEA_TOAST_STOPLOSS',
  SESSION_END: 'OVERSEA_TOAST_SESSION_END',
  LIQUIDATION: 'OVERSEA_TOAST_LIQUID',
} as const satisfies Record<OverseaCloseReason, OverseaTextCode>;

/**
 * What an event tells the player (spec sections 4, 8 and 9): a fill of the player's own order as a success
 * toast for 1500 ms; a close by its reason (익절, 손절, 장 마감 청산, 청산; the engine's closing order is told by
 * that close, not as a sell or a buy), a loss-cut as an error, and a resting order placed or cancelled, each
 * 2000 ms, top-right; with the spec's sound where there is one. Null for the events that only update the lists.
 */
export function eventNotice(event: OverseaEvent): EventNotice | null {
  const { stock, qty } = event.data;
  const side = 'side' in event.data ? event.data.side : event.data.tradeType;
  const line = (title: OverseaTextCode) =>
    overseaText('OVERSEA_TOAST_DETAIL', { title: overseaText(title), stock, side: sideLabel(side), qty });
  if ('marketType' in event.data) {
    const sound = orderSoundFor(event.type, event.data.marketType);
    if (event.type === 'ORDER_FILLED') {
      // The engine's close (a take-profit, a stop-loss, the session's end, the loss-cut) is told by its position.
      if (event.data.reason !== undefined && event.data.reason !== 'MANUAL') return null;
      return { kind: 'success', message: line('OVERSEA_TOAST_FILLED'), options: OVERSEA_FILLED_TOAST, sound };
    }
    if (!RESTING.has(event.data.marketType)) return null;
    if (event.type === 'ORDER_SUCCESS')
      return { kind: 'info', message: line('OVERSEA_TOAST_SUCCESS'), options: OVERSEA_TOAST, sound };
    if (event.type === 'ORDER_CANCEL')
      return { kind: 'info', message: line('OVERSEA_TOAST_CANCEL'), options: OVERSEA_TOAST, sound };
    return null;
  }
  if (event.type === 'POSITION_LIQUID') {
    return { kind: 'error', message: line('OVERSEA_TOAST_LIQUID'), options: OVERSEA_TOAST, sound: null };
  }
  if (event.type === 'POSITION_CLOSE') {
    const title = CLOSE_TITLES[event.data.closeReason ?? 'MANUAL'];
    return { kind: 'info', message: line(title), options: OVERSEA_TOAST, sound: null };
  }
  return null;
}
