import type {
  FuturesEvent,
  FuturesLeverage,
  FuturesMarketType,
  FuturesOrder,
  FuturesPosition,
} from '@bx/contracts';
import { isOrderEvent, orderNotice, type TradeNotice } from '@bx/app-kit';
import { stockName } from '@bx/ui';

import { sideLabel } from '../../../shared/side-label';

import { isCopyEvent, type CopyEvent } from './apply-event';
import { futuresText, type FuturesTextCode } from '../../../shared/futures-text';

/** A market order (or a liquidation's) is told by its fill alone; the others when placed and cancelled too. */
const TOLD_UNFILLED = new Set(['LIMIT', 'STOPLIMIT', 'STOPMARKET', 'TAKEPROFIT', 'STOPLOSS']);

/**
 * A position's side; an order's, except for the orders that close a position on their own (a take-profit, a
 * stop-loss, a liquidation), which are named by what they are, and a fill that closed a position (it realized a
 * profit or loss), named as the close of that position: the sell closing a long is no short.
 */
function sideOf(data: FuturesOrder | FuturesPosition): string {
  if ('side' in data) return sideLabel(data.side);
  if (data.marketType in CLOSING_LABELS)
    return futuresText(CLOSING_LABELS[data.marketType as keyof typeof CLOSING_LABELS]);
  if (data.realizedPnl !== null && data.realizedPnl !== undefined)
    return futuresText('FUT_SIDE_CLOSE', { side: sideLabel(data.tradeType === 'S' ? 'LONG' : 'SHORT') });
  return sideLabel(data.tradeType);
}

const CLOSING_LABELS = {
  TAKEPROFIT: 'FUT_TYPE_TAKEPROFIT',
  STOPLOSS: 'FUT_TYPE_STOPLOSS',
  LIQUIDATION: 'FUT_TYPE_LIQUIDATION',
} as const satisfies Partial<Record<FuturesMarketType, FuturesTextCode>>;

/**
 * What an event tells the player (spec sections 4, 8 and 9): 주문 체결완료 for every fill, 주문 완료 and 주문 취소
 * for orders that rest, 청산 for a liquidation and 청산위험 for its warning (as errors), and a setting's change
 * by what changed against `before` (the setting the screen held): 마진 모드 변경, 레버리지 변경, or both; with the
 * spec's sounds (success and cancel for LIMIT, STOPLIMIT and STOPMARKET only, filled always). Null for the
 * events that only update the lists.
 */
export function eventNotice(event: FuturesEvent, before?: FuturesLeverage): TradeNotice | null {
  if (isCopyEvent(event)) return copyNotice(event);
  if (event.type === 'LEVERAGE_UPDATE')
    return { kind: 'info', message: settingText(event.data, before), sound: null };
  const { data } = event;
  const line = (title: FuturesTextCode) =>
    futuresText('FUT_TOAST_DETAIL', {
      title: futuresText(title),
      stock: stockName(data.stock),
      side: sideOf(data),
      qty: data.qty,
    });
  if (isOrderEvent(event)) {
    const told = TOLD_UNFILLED.has(event.data.marketType);
    return orderNotice(event, told, (title) => line(`FUT_TOAST_${title}`));
  }
  if (event.type === 'POSITION_LIQUID')
    return { kind: 'error', message: line('FUT_TOAST_LIQUID'), sound: null };
  if (event.type === 'POSITION_WARN') return { kind: 'error', message: line('FUT_TOAST_WARN'), sound: null };
  return null;
}

function settingText({ stock, leverage, marginType }: FuturesLeverage, before?: FuturesLeverage): string {
  const typeChanged = before !== undefined && before.marginType !== marginType;
  const leverageChanged = before === undefined || before.leverage !== leverage;
  const title =
    typeChanged && leverageChanged
      ? 'FUT_TOAST_SETTING'
      : typeChanged
        ? 'FUT_TOAST_MARGIN_TYPE'
        : 'FUT_TOAST_LEVERAGE';
  return futuresText(title, {
    stock: stockName(stock),
    leverage,
    marginType: futuresText(marginType === 'CROSS' ? 'FUT_CROSS' : 'FUT_ISOLATED'),
  });
}

/**
 * A follower's copy of their trader's fill: 카피 주문 체결 (or 카피 청산 체결) with the pair and the size copied; a
 * skipped copy in the server's words (the site's language), as an error; the follow's stop-loss reached, the
 * follow ended and its copied positions closed, as an error. No sound: the copy's own order fills, which come as
 * ORDER_FILLED, already play one.
 */
function copyNotice(event: CopyEvent): TradeNotice {
  if (event.type === 'COPYTRADE_STOP_LOSS') {
    const message = futuresText('CT_TOAST_STOP_LOSS', { trader: event.data.traderName });
    return { kind: 'error', message, sound: null };
  }
  const { type, data } = event;
  if (data.status === 'SKIPPED')
    return { kind: 'error', message: data.message ?? futuresText('CT_SKIPPED'), sound: null };
  const title = type === 'COPYTRADE_OPEN' ? 'CT_TOAST_OPEN' : 'CT_TOAST_CLOSE';
  return {
    kind: 'success',
    message: futuresText(title, { stock: stockName(data.stock), qty: data.qty }),
    sound: null,
  };
}
