import { isOrderEvent } from '@bx/app-kit';
import type { CopyFollow, CopyRecord, FuturesOrder, FuturesPosition } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import {
  applyOrderEvent,
  applyPositionEvent,
  endsOrder,
  isCopyEvent,
  restingListOf,
  staleAfterCopy,
} from './apply-event';

const order = (id: number, changes: Partial<FuturesOrder> = {}): FuturesOrder => ({
  id,
  futuresOptionId: 1,
  stock: 'BTCUSDTPERP',
  marketType: 'LIMIT',
  tradeType: 'B',
  qty: '0.010',
  price: '60000.00',
  stopPrice: null,
  isMark: true,
  reduceOnly: false,
  isTriggered: false,
  leverage: 10,
  marginType: 'CROSS',
  margin: '60.48',
  status: 'OPEN',
  isActive: true,
  filledPrice: null,
  fee: '0',
  liquidationFee: '0',
  requestedQty: null,
  realizedPnl: null,
  futuresPositionId: null,
  cancelReason: null,
  createdAt: 1,
  filledAt: null,
  ...changes,
});

const position = (id: number, changes: Partial<FuturesPosition> = {}) =>
  ({
    id,
    futuresOptionId: 1,
    stock: 'BTCUSDTPERP',
    side: 'LONG',
    qty: '0.010',
    status: 'OPEN',
    ...changes,
  }) as FuturesPosition;

describe('restingListOf', () => {
  it('puts limit and stop orders in the open orders, TP and SL in their own list, market orders nowhere', () => {
    expect(restingListOf('LIMIT')).toBe('openOrders');
    expect(restingListOf('STOPMARKET')).toBe('openOrders');
    expect(restingListOf('TAKEPROFIT')).toBe('tpslOrders');
    expect(restingListOf('STOPLOSS')).toBe('tpslOrders');
    expect(restingListOf('MARKET')).toBeNull();
    expect(restingListOf('LIQUIDATION')).toBeNull();
  });
});

describe('applyOrderEvent', () => {
  it('adds a placed order first and writes an update in place', () => {
    const placed = applyOrderEvent([order(1)], { type: 'ORDER_SUCCESS', data: order(2) });
    expect(placed?.map((o) => o.id)).toEqual([2, 1]);
    const triggered = order(1, { isTriggered: true });
    expect(applyOrderEvent(placed, { type: 'ORDER_UPDATE', data: triggered })?.[1]).toEqual(triggered);
  });

  it('moves a cancelled or filled order out of the list, to the records', () => {
    const cancel = {
      type: 'ORDER_CANCEL' as const,
      data: order(1, { status: 'CANCELLED', isActive: false }),
    };
    const fill = { type: 'ORDER_FILLED' as const, data: order(2, { status: 'FILLED', isActive: false }) };
    expect(applyOrderEvent([order(1), order(2)], cancel)?.map((o) => o.id)).toEqual([2]);
    expect(applyOrderEvent([order(1), order(2)], fill)?.map((o) => o.id)).toEqual([1]);
    expect(endsOrder(cancel)).toBe(true);
    expect(endsOrder(fill)).toBe(true);
    expect(endsOrder({ type: 'ORDER_SUCCESS', data: order(3) })).toBe(false);
  });
});

describe('applyPositionEvent', () => {
  it('opens a position and updates it in place, warnings and liquidation prices included', () => {
    const opened = applyPositionEvent([], { type: 'POSITION_OPEN', data: position(1) });
    expect(opened).toEqual([position(1)]);
    const warned = position(1, { liquidationPrice: '54000.00' });
    expect(applyPositionEvent(opened, { type: 'POSITION_WARN', data: warned })).toEqual([warned]);
  });

  it.each([
    ['POSITION_CLOSE', position(1), [2]],
    ['POSITION_LIQUID', position(2), [1]],
    ['POSITION_UPDATE', position(2, { status: 'CLOSED' }), [1]],
  ] as const)('takes a closed or liquidated position away (%s)', (type, data, left) => {
    expect(applyPositionEvent([position(1), position(2)], { type, data })?.map((p) => p.id)).toEqual(left);
  });
});

describe('copy events', () => {
  const record = (changes: Partial<CopyRecord> = {}) =>
    ({ id: 1, stock: 'BTCUSDTPERP', kind: 'OPEN', status: 'FILLED', qty: '0.005', ...changes }) as CopyRecord;

  it('tells a copy event from the order and position events', () => {
    expect(isCopyEvent({ type: 'COPYTRADE_OPEN', data: record() })).toBe(true);
    expect(isCopyEvent({ type: 'COPYTRADE_CLOSE', data: record({ kind: 'CLOSE' }) })).toBe(true);
    expect(isCopyEvent({ type: 'ORDER_FILLED', data: order(1) })).toBe(false);
    expect(isCopyEvent({ type: 'POSITION_OPEN', data: position(1) })).toBe(false);
    expect(isOrderEvent({ type: 'COPYTRADE_OPEN', data: record() })).toBe(false);
  });

  it('marks the follow and the records stale, and the traders’ figures after a filled close', () => {
    expect(staleAfterCopy({ type: 'COPYTRADE_OPEN', data: record() })).toEqual([['futures', 'mine', 'copy']]);
    expect(
      staleAfterCopy({ type: 'COPYTRADE_OPEN', data: record({ status: 'SKIPPED', message: '잔액 부족' }) }),
    ).toEqual([['futures', 'mine', 'copy']]);
    expect(staleAfterCopy({ type: 'COPYTRADE_CLOSE', data: record({ kind: 'CLOSE' }) })).toEqual([
      ['futures', 'mine', 'copy'],
      ['futures', 'copy', 'traders'],
    ]);
    // A stop-loss ended the follow: the follower left the trader's followers too.
    expect(staleAfterCopy({ type: 'COPYTRADE_STOP_LOSS', data: {} as CopyFollow })).toEqual([
      ['futures', 'mine', 'copy'],
      ['futures', 'copy', 'traders'],
    ]);
  });
});
