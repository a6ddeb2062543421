import { isOrderEvent, orderNotice, type TradeNotice } from '@bx/app-kit';
import type { OverseaCloseReason, OverseaEvent } from '@bx/contracts';

import { sideLabel } from '../../../shared/side-label';
import { overseaText, type OverseaTextCode } from '../../../shared/oversea-text';

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
 * What an event tells the player (spec sections 4, 8 and 9): a fill of the player's own order as a success; a
 * close by its reason (익절, 손절, 장 마감 청산, 청산; the engine's closing order is told by that close, not as a sell
 * or a buy), a loss-cut as an error, and a resting order placed or cancelled; with the spec's sound where there
 * is one. Null for the events that only update the lists.
 */
export function eventNotice(event: OverseaEvent): TradeNotice | null {
  const { stock, qty } = event.data;
  const side = 'side' in event.data ? event.data.side : event.data.tradeType;
  const line = (title: OverseaTextCode) =>
    overseaText('OVERSEA_TOAST_DETAIL', { title: overseaText(title), stock, side: sideLabel(side), qty });
  if (isOrderEvent(event)) {
    // The engine's close (a take-profit, a stop-loss, the session's end, the loss-cut) is told by its position.
    const byEngine = event.data.reason !== undefined && event.data.reason !== 'MANUAL';
    if (event.type === 'ORDER_FILLED' && byEngine) return null;
    return orderNotice(event, RESTING.has(event.data.marketType), (title) => line(`OVERSEA_TOAST_${title}`));
  }
  if (event.type === 'POSITION_LIQUID')
    return { kind: 'error', message: line('OVERSEA_TOAST_LIQUID'), sound: null };
  if (event.type === 'POSITION_CLOSE') {
    const title = CLOSE_TITLES[event.data.closeReason ?? 'MANUAL'];
    return { kind: 'info', message: line(title), sound: null };
  }
  return null;
}
