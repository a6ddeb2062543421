import type { OverseaOrder, OverseaPosition } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { overseaToastOf } from '../../../shared/oversea-toast';

import { eventNotice } from './event-notice';

const order = (changes: Partial<OverseaOrder> = {}): OverseaOrder => ({
  id: 1,
  overseaOptionId: 8,
  stock: 'NQ',
  marketType: 'MARKET',
  tradeType: 'B',
  qty: 3,
  price: '21000.00',
  filledPrice: '21000.00',
  status: 'FILLED',
  isActive: false,
  margin: '0',
  reason: 'MANUAL',
  createdAt: 1,
  ...changes,
});

const position = { id: 2, stock: 'NQ', side: 'SHORT', qty: 3 } as OverseaPosition;

describe('eventNotice', () => {
  it('tells a fill with the filled sound', () => {
    expect(eventNotice({ type: 'ORDER_FILLED', data: order() })).toEqual({
      kind: 'success',
      message: '주문 체결완료 · NQ 매수 3계약',
      sound: 'filled',
    });
  });

  it('tells a resting order placed and cancelled with their sounds, a market order not until it fills', () => {
    const limit = order({ marketType: 'LIMIT', status: 'OPEN', isActive: true, tradeType: 'S' });
    expect(eventNotice({ type: 'ORDER_SUCCESS', data: limit })).toMatchObject({
      message: '주문 완료 · NQ 매도 3계약',
      sound: 'success',
    });
    expect(eventNotice({ type: 'ORDER_CANCEL', data: limit })).toMatchObject({
      message: '주문 취소 · NQ 매도 3계약',
      sound: 'cancel',
    });
    expect(eventNotice({ type: 'ORDER_SUCCESS', data: order({ status: 'OPEN' }) })).toBeNull();
    expect(eventNotice({ type: 'ORDER_UPDATE', data: limit })).toBeNull();
  });

  it("names a close by its reason, and leaves the engine's closing order to it", () => {
    const closed = (closeReason: OverseaPosition['closeReason']) =>
      ({ ...position, side: 'LONG', closeReason }) as OverseaPosition;
    expect(eventNotice({ type: 'POSITION_CLOSE', data: closed('STOPLOSS') })).toMatchObject({
      message: '손절 · NQ 매수 3계약',
    });
    expect(eventNotice({ type: 'POSITION_CLOSE', data: closed('TAKEPROFIT') })).toMatchObject({
      message: '익절 · NQ 매수 3계약',
    });
    expect(eventNotice({ type: 'POSITION_CLOSE', data: closed('SESSION_END') })).toMatchObject({
      message: '장 마감 청산 · NQ 매수 3계약',
    });
    // The stop-loss's sell of the long is not told as a sell of its own.
    expect(
      eventNotice({ type: 'ORDER_FILLED', data: order({ tradeType: 'S', reason: 'STOPLOSS' }) }),
    ).toBeNull();
  });

  it('tells a close, and a loss-cut as an error', () => {
    expect(eventNotice({ type: 'POSITION_CLOSE', data: position })).toEqual({
      kind: 'info',
      message: '청산 · NQ 매도 3계약',
      sound: null,
    });
    expect(eventNotice({ type: 'POSITION_LIQUID', data: position })).toMatchObject({
      kind: 'error',
      message: '로스컷 청산 · NQ 매도 3계약',
    });
    expect(eventNotice({ type: 'POSITION_OPEN', data: position })).toBeNull();
  });
});

describe('overseaToastOf', () => {
  it('raises a fill top-right for 1500 ms, every other notice top-right for 2000 ms (the default)', () => {
    expect(overseaToastOf(eventNotice({ type: 'ORDER_FILLED', data: order() })!)).toEqual({
      position: 'top-right',
      durationMs: 1500,
    });
    expect(overseaToastOf(eventNotice({ type: 'POSITION_CLOSE', data: position })!)).toEqual({
      position: 'top-right',
    });
  });
});
