import type { OverseaOrder, OverseaPosition } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { applyOrderEvent, applyPositionEvent } from './apply-event';

const order = (id: number, changes: Partial<OverseaOrder> = {}): OverseaOrder => ({
  id,
  overseaOptionId: 1,
  stock: 'NQ',
  marketType: 'LIMIT',
  tradeType: 'B',
  qty: 1,
  price: '21000.00',
  filledPrice: null,
  status: 'OPEN',
  isActive: true,
  margin: '24000',
  reason: 'MANUAL',
  createdAt: 1,
  ...changes,
});

const position = (id: number, changes: Partial<OverseaPosition> = {}): OverseaPosition => ({
  id,
  overseaOptionId: 1,
  stock: 'NQ',
  koName: '나스닥100',
  side: 'LONG',
  qty: 3,
  entryPrice: '21000.00',
  lastPrice: '21000.00',
  pnl: '0',
  margin: '72000',
  tpTick: null,
  slTick: null,
  tpPrice: null,
  slPrice: null,
  isOvernight: false,
  overnightAllowed: true,
  openedAt: 1,
  closedAt: null,
  closePrice: null,
  realizedPnl: null,
  closeReason: null,
  ...changes,
});

describe('applyOrderEvent', () => {
  it('adds a new resting order first', () => {
    expect(applyOrderEvent([order(1)], { type: 'ORDER_SUCCESS', data: order(2) })?.map((o) => o.id)).toEqual([
      2, 1,
    ]);
  });

  it('marks a cancelled order not active, keeping it in its place', () => {
    const next = applyOrderEvent([order(1), order(2)], {
      type: 'ORDER_CANCEL',
      data: order(2, { status: 'CANCELLED' }),
    });
    expect(next?.map((o) => [o.id, o.isActive])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('writes a fill over the resting order', () => {
    const filled = order(1, { status: 'FILLED', isActive: false, filledPrice: '20999.75' });
    expect(applyOrderEvent([order(1)], { type: 'ORDER_FILLED', data: filled })).toEqual([filled]);
  });

  it('does not list a market order that filled at once', () => {
    const market = order(3, { marketType: 'MARKET', status: 'FILLED', isActive: false });
    expect(applyOrderEvent([], { type: 'ORDER_FILLED', data: market })).toEqual([]);
  });
});

describe('applyPositionEvent', () => {
  it('opens a position and updates it in place', () => {
    const opened = applyPositionEvent([], { type: 'POSITION_OPEN', data: position(1) });
    expect(opened).toEqual([position(1)]);
    const moved = position(1, { pnl: '84000', lastPrice: '21001.00' });
    expect(applyPositionEvent(opened, { type: 'POSITION_UPDATE', data: moved })).toEqual([moved]);
  });

  it.each([
    ['POSITION_CLOSE', 1, 2],
    ['POSITION_LIQUID', 2, 1],
  ] as const)('takes a closed or liquidated position away (%s)', (type, gone, kept) => {
    const open = [position(1), position(2)];
    expect(applyPositionEvent(open, { type, data: position(gone) })?.map((p) => p.id)).toEqual([kept]);
  });
});
