import { describe, expect, it } from 'vitest';

import { buildOrder, draftCost, draftQty, EMPTY_DRAFT, type OrderTerms } from './order-draft';

const terms: OrderTerms = {
  futuresOptionId: 1,
  precision: 2,
  qtyPrecision: 3,
  stepSize: '0.001',
  feeRate: '0.0004',
  minNotional: '10',
  leverage: 10,
  lastPrice: '60000',
  markPrice: '60000',
};

describe('buildOrder', () => {
  it('sends a limit order in USDT with its price at the tick precision', () => {
    expect(buildOrder({ ...EMPTY_DRAFT, price: '59999.5', size: '100.129' }, 'B', terms)).toEqual({
      request: {
        futuresOptionId: 1,
        marketType: 'LIMIT',
        tradeType: 'B',
        amount: '100.12',
        price: '59999.50',
      },
    });
  });

  it('sends a market order in coins cut to the step, with its TP and SL', () => {
    const draft = {
      ...EMPTY_DRAFT,
      kind: 'MARKET' as const,
      unit: 'COIN' as const,
      size: '0.0105',
      withTpsl: true,
      takeProfit: '61000',
      stopLoss: null,
    };
    expect(buildOrder(draft, 'S', terms)).toEqual({
      request: {
        futuresOptionId: 1,
        marketType: 'MARKET',
        tradeType: 'S',
        qty: '0.010',
        takeProfit: '61000.00',
      },
    });
  });

  it('sends a stop with its trigger and which price watches it', () => {
    const draft = {
      ...EMPTY_DRAFT,
      kind: 'STOP' as const,
      stopType: 'STOPMARKET' as const,
      stopPrice: '58000',
      isMark: false,
      size: '50',
    };
    expect(buildOrder(draft, 'S', terms)).toEqual({
      request: {
        futuresOptionId: 1,
        marketType: 'STOPMARKET',
        tradeType: 'S',
        amount: '50.00',
        stopPrice: '58000.00',
        isMark: false,
      },
    });
  });

  it('asks for what is missing', () => {
    expect(buildOrder({ ...EMPTY_DRAFT, size: '100' }, 'B', terms)).toEqual({ problem: 'FUT_PRICE_MISSING' });
    expect(buildOrder({ ...EMPTY_DRAFT, kind: 'STOP', price: '1', size: '100' }, 'B', terms)).toEqual({
      problem: 'FUT_STOP_PRICE_MISSING',
    });
    expect(buildOrder({ ...EMPTY_DRAFT, kind: 'MARKET', size: '0.001' }, 'B', terms)).toEqual({
      problem: 'FUT_SIZE_MISSING',
    });
  });

  it('refuses less than 10 USDT of notional unless the order only reduces', () => {
    const small = { ...EMPTY_DRAFT, kind: 'MARKET' as const, unit: 'COIN' as const, size: '0.0001' };
    expect(buildOrder({ ...small, size: '0.001' }, 'B', { ...terms, lastPrice: '5000' })).toEqual({
      problem: 'FUT_MIN_TRADE',
      parts: { min: '10' },
    });
    expect(
      buildOrder({ ...small, size: '0.001', reduceOnly: true }, 'B', { ...terms, lastPrice: '5000' }),
    ).toMatchObject({
      request: { reduceOnly: true, qty: '0.001' },
    });
  });
});

describe('buildOrder with exact decimals', () => {
  it('sends the size and prices exactly as written, where floats would drift', () => {
    const draft = { ...EMPTY_DRAFT, price: '0.3', size: '10000000000.05' };
    expect(buildOrder(draft, 'B', { ...terms, precision: 1 })).toMatchObject({
      request: { amount: '10000000000.05', price: '0.3' },
    });
  });

  it('lets exactly the least notional through: 0.001 BTC at 10,000 is 10 USDT', () => {
    const draft = { ...EMPTY_DRAFT, kind: 'MARKET' as const, unit: 'COIN' as const, size: '0.001' };
    expect(buildOrder(draft, 'B', { ...terms, lastPrice: '10000' })).toMatchObject({
      request: { qty: '0.001' },
    });
    expect(buildOrder(draft, 'B', { ...terms, lastPrice: '9999.99' })).toEqual({
      problem: 'FUT_MIN_TRADE',
      parts: { min: '10' },
    });
  });
});

describe('draftQty and draftCost', () => {
  it('turns a USDT budget into coins at the reference price, a short opening less for its dearer margin', () => {
    const budget = { ...EMPTY_DRAFT, kind: 'MARKET' as const, size: '60.48' };
    expect(draftQty(budget, terms, 'B')).toBe('0.01');
    expect(draftQty(budget, terms, 'S')).toBe('0.009');
    expect(draftQty({ ...EMPTY_DRAFT, kind: 'LIMIT', size: '60.48' }, terms, 'B')).toBeNull();
  });

  it('costs coins per side as the server holds them: a sell below the mark adds its open loss', () => {
    const sell = { ...EMPTY_DRAFT, unit: 'COIN' as const, size: '0.01', price: '59000' };
    // 60,000 x 1.0015 x 0.01 x 1.0084 / 10 + 0.01 x (60,000 - 59,000), to the micro-unit.
    expect(draftCost(sell, terms, 'S')).toBe('70.594756');
    expect(draftCost(sell, terms, 'B')).toBe('59.4484');
  });
});
