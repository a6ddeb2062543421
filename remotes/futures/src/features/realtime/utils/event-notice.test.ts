import type { CopyFollow, CopyRecord, FuturesLeverage, FuturesOrder, FuturesPosition } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { eventNotice } from './event-notice';

const order = (changes: Partial<FuturesOrder> = {}) =>
  ({
    id: 1,
    stock: 'BTCUSDTPERP',
    marketType: 'MARKET',
    tradeType: 'B',
    qty: '0.010',
    status: 'FILLED',
    isActive: false,
    ...changes,
  }) as FuturesOrder;

const position = { id: 2, stock: 'BTCUSDTPERP', side: 'SHORT', qty: '0.500' } as FuturesPosition;

describe('eventNotice', () => {
  it('tells every fill with the filled sound, without the PERP suffix, a take-profit by its name', () => {
    expect(eventNotice({ type: 'ORDER_FILLED', data: order() })).toEqual({
      kind: 'success',
      message: '주문 체결완료 · BTCUSDT 롱 0.010',
      sound: 'filled',
    });
    expect(
      eventNotice({ type: 'ORDER_FILLED', data: order({ marketType: 'TAKEPROFIT', tradeType: 'S' }) }),
    ).toMatchObject({
      message: '주문 체결완료 · BTCUSDT 익절 0.010',
      sound: 'filled',
    });
  });

  it('tells a resting order placed and cancelled, with sounds only for limit and stop orders', () => {
    const limit = order({ marketType: 'LIMIT', status: 'OPEN', isActive: true, tradeType: 'S' });
    expect(eventNotice({ type: 'ORDER_SUCCESS', data: limit })).toEqual({
      kind: 'info',
      message: '주문 완료 · BTCUSDT 숏 0.010',
      sound: 'success',
    });
    expect(eventNotice({ type: 'ORDER_CANCEL', data: limit })).toMatchObject({
      message: '주문 취소 · BTCUSDT 숏 0.010',
      sound: 'cancel',
    });
    expect(eventNotice({ type: 'ORDER_SUCCESS', data: order({ marketType: 'TAKEPROFIT' }) })).toMatchObject({
      message: '주문 완료 · BTCUSDT 익절 0.010',
      sound: null,
    });
  });

  it('tells a market order only by its fill, and an update not at all', () => {
    expect(eventNotice({ type: 'ORDER_SUCCESS', data: order({ status: 'OPEN' }) })).toBeNull();
    expect(eventNotice({ type: 'ORDER_UPDATE', data: order({ marketType: 'LIMIT' }) })).toBeNull();
  });

  it('warns of and tells a liquidation as errors', () => {
    expect(eventNotice({ type: 'POSITION_WARN', data: position })).toEqual({
      kind: 'error',
      message: '청산위험 · BTCUSDT 숏 0.500',
      sound: null,
    });
    expect(eventNotice({ type: 'POSITION_LIQUID', data: position })).toMatchObject({
      message: '청산 · BTCUSDT 숏 0.500',
    });
    expect(eventNotice({ type: 'POSITION_UPDATE', data: position })).toBeNull();
  });

  it('tells a leverage change', () => {
    const leverage: FuturesLeverage = {
      futuresOptionId: 1,
      stock: 'BTCUSDTPERP',
      leverage: 20,
      marginType: 'ISOLATED',
      maxNotional: '1000000',
    };
    expect(eventNotice({ type: 'LEVERAGE_UPDATE', data: leverage })).toEqual({
      kind: 'info',
      message: '레버리지 변경 · BTCUSDT 20x 격리',
      sound: null,
    });
    expect(
      eventNotice({ type: 'LEVERAGE_UPDATE', data: leverage }, { ...leverage, leverage: 10 }),
    ).toMatchObject({ message: '레버리지 변경 · BTCUSDT 20x 격리' });
  });

  it('names a margin-type change as such, not as a leverage change, and both when both changed', () => {
    const isolated: FuturesLeverage = {
      futuresOptionId: 1,
      stock: 'BTCUSDTPERP',
      leverage: 20,
      marginType: 'ISOLATED',
      maxNotional: '1000000',
    };
    const cross = { ...isolated, marginType: 'CROSS' as const };
    expect(eventNotice({ type: 'LEVERAGE_UPDATE', data: isolated }, cross)).toMatchObject({
      message: '마진 모드 변경 · BTCUSDT 격리',
    });
    expect(
      eventNotice({ type: 'LEVERAGE_UPDATE', data: cross }, { ...isolated, leverage: 125 }),
    ).toMatchObject({ message: '마진 모드·레버리지 변경 · BTCUSDT 20x 교차' });
  });

  it('names the fill of a close as the close of its position, not as the opposite side', () => {
    const closeLong = order({ tradeType: 'S', reduceOnly: true, realizedPnl: '12.5' });
    expect(eventNotice({ type: 'ORDER_FILLED', data: closeLong })).toMatchObject({
      message: '주문 체결완료 · BTCUSDT 롱 종료 0.010',
    });
    expect(
      eventNotice({ type: 'ORDER_FILLED', data: order({ tradeType: 'B', realizedPnl: '-3' }) }),
    ).toMatchObject({ message: '주문 체결완료 · BTCUSDT 숏 종료 0.010' });
    // An order that opened something realized nothing: named by its side.
    expect(
      eventNotice({ type: 'ORDER_FILLED', data: order({ tradeType: 'S', realizedPnl: null }) }),
    ).toMatchObject({ message: '주문 체결완료 · BTCUSDT 숏 0.010' });
  });
});

describe('eventNotice of a copy', () => {
  const record = (changes: Partial<CopyRecord> = {}) =>
    ({
      id: 9,
      stock: 'BTCUSDTPERP',
      kind: 'OPEN',
      status: 'FILLED',
      qty: '0.005',
      message: null,
      ...changes,
    }) as CopyRecord;

  it('tells a filled copy as 카피 주문 체결 and a copied close as 카피 청산 체결, without a second sound', () => {
    expect(eventNotice({ type: 'COPYTRADE_OPEN', data: record() })).toEqual({
      kind: 'success',
      message: '카피 주문 체결 · BTCUSDT 0.005',
      sound: null,
    });
    expect(eventNotice({ type: 'COPYTRADE_CLOSE', data: record({ kind: 'CLOSE' }) })).toMatchObject({
      kind: 'success',
      message: '카피 청산 체결 · BTCUSDT 0.005',
    });
  });

  it('tells a skipped copy in the server’s words, as an error, or says it was skipped when it gave none', () => {
    const message = '잔액이 부족하여 카피 주문을 건너뛰었습니다.';
    expect(eventNotice({ type: 'COPYTRADE_OPEN', data: record({ status: 'SKIPPED', message }) })).toEqual({
      kind: 'error',
      message,
      sound: null,
    });
    expect(eventNotice({ type: 'COPYTRADE_CLOSE', data: record({ status: 'SKIPPED' }) })).toMatchObject({
      kind: 'error',
      message: '카피 주문을 건너뛰었습니다.',
    });
  });

  it('tells a stop-loss that ended the follow and closed its copies, as an error', () => {
    const follow = { traderName: 'trader1', status: 'ENDED', endReason: 'STOP_LOSS' } as CopyFollow;
    expect(eventNotice({ type: 'COPYTRADE_STOP_LOSS', data: follow })).toEqual({
      kind: 'error',
      message: '손절 도달 · trader1 팔로우를 종료하고 카피 포지션을 청산했습니다.',
      sound: null,
    });
  });
});
