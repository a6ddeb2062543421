import { describe, expect, it } from 'vitest';

import { closesPosition, isOrderEvent, orderNotice, type OrderNoticeTitle } from './trading-events';

const say = (title: OrderNoticeTitle) => `said ${title}`;
const limit = (type: string) => ({ type, data: { marketType: 'LIMIT' } });
const market = (type: string) => ({ type, data: { marketType: 'MARKET' } });

describe('trading events', () => {
  it('tells an order event from a position or any other event', () => {
    expect(isOrderEvent(limit('ORDER_FILLED'))).toBe(true);
    expect(isOrderEvent({ type: 'POSITION_OPEN', data: {} })).toBe(false);
    expect(isOrderEvent({ type: 'COPYTRADE_OPEN', data: {} })).toBe(false);
  });

  it('takes a position out of the open ones when closed or liquidated, not when opened or updated', () => {
    expect(closesPosition({ type: 'POSITION_CLOSE', data: {} })).toBe(true);
    expect(closesPosition({ type: 'POSITION_LIQUID', data: {} })).toBe(true);
    expect(closesPosition({ type: 'POSITION_UPDATE', data: {} })).toBe(false);
    expect(closesPosition({ type: 'POSITION_OPEN', data: {} })).toBe(false);
  });
});

describe('orderNotice', () => {
  it('tells every fill as a success with the filled sound', () => {
    expect(orderNotice(market('ORDER_FILLED'), false, say)).toEqual({
      kind: 'success',
      message: 'said FILLED',
      sound: 'filled',
    });
  });

  it('tells an order told before its fill placed and cancelled, with the sounds of resting orders', () => {
    expect(orderNotice(limit('ORDER_SUCCESS'), true, say)).toEqual({
      kind: 'info',
      message: 'said SUCCESS',
      sound: 'success',
    });
    expect(orderNotice(limit('ORDER_CANCEL'), true, say)).toEqual({
      kind: 'info',
      message: 'said CANCEL',
      sound: 'cancel',
    });
    // A take-profit is told when placed, without a sound of its own.
    expect(
      orderNotice({ type: 'ORDER_SUCCESS', data: { marketType: 'TAKEPROFIT' } }, true, say),
    ).toMatchObject({
      sound: null,
    });
  });

  it('says nothing of an update, nor of an order told only by its fill', () => {
    expect(orderNotice(limit('ORDER_UPDATE'), true, say)).toBeNull();
    expect(orderNotice(market('ORDER_SUCCESS'), false, say)).toBeNull();
  });
});
