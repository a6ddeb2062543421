import type { CopyRecord } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { closableRecordIds, isClosable, recordLines, recordStock } from './record-text';

const record = (changes: Partial<CopyRecord> = {}): CopyRecord => ({
  id: 1,
  traderFollowerId: 2,
  traderId: 3,
  traderName: 'trader1',
  futuresTraderOrderId: 40,
  futuresFollowerOrderId: 41,
  futuresOptionId: 1,
  stock: 'BTCUSDTPERP',
  kind: 'OPEN',
  status: 'FILLED',
  skipReason: null,
  message: null,
  traderQty: '0.010',
  qty: '0.005',
  price: '60000.10',
  margin: '30.0005',
  realizedPnl: null,
  fee: '0.12',
  pnl: '-0.12',
  createdAt: 1,
  ...changes,
});

describe('recordLines', () => {
  it('tells a filled copy’s size against the trader’s, its price and its margin', () => {
    expect(recordLines(record())).toEqual([
      '수량 0.005 (트레이더 0.010)',
      '가격 60,000.10 · 증거금 30.00 USDT',
    ]);
    expect(recordLines(record({ price: null }))).toEqual(['수량 0.005 (트레이더 0.010)']);
  });

  it('tells a skipped copy why, in the server’s words, or just that it was skipped', () => {
    const message = '잔액이 부족하여 카피 주문을 건너뛰었습니다.';
    expect(recordLines(record({ status: 'SKIPPED', message, futuresFollowerOrderId: null }))).toEqual([
      message,
    ]);
    expect(recordLines(record({ status: 'SKIPPED' }))).toEqual(['카피 주문을 건너뛰었습니다.']);
  });
});

describe('closableRecordIds', () => {
  const holding = new Set([1]);

  it('offers the close of a filled open copy while its contract is held', () => {
    expect(closableRecordIds([record()], holding)).toEqual(new Set([1]));
    expect(closableRecordIds([record()], new Set())).toEqual(new Set());
  });

  it('offers nothing for a close, a skipped copy or one without the follower’s order', () => {
    expect(closableRecordIds([record({ kind: 'CLOSE' })], holding)).toEqual(new Set());
    expect(closableRecordIds([record({ status: 'SKIPPED' })], holding)).toEqual(new Set());
    expect(closableRecordIds([record({ futuresFollowerOrderId: null })], holding)).toEqual(new Set());
  });

  it('offers nothing for the opens a later copied close of the same contract took', () => {
    const newest = [
      record({ id: 5 }),
      record({ id: 4, futuresOptionId: 2 }),
      record({ id: 3, kind: 'CLOSE' }),
      record({ id: 2 }),
      record({ id: 1, status: 'SKIPPED' }),
    ];
    expect(closableRecordIds(newest, new Set([1, 2]))).toEqual(new Set([5, 4]));
  });

  it('tells a closable record by its id', () => {
    expect(isClosable(record({ id: 5 }), new Set([5]))).toBe(true);
    expect(isClosable(record({ id: 6 }), new Set([5]))).toBe(false);
  });
});

describe('recordStock', () => {
  it('names the contract without its PERP suffix', () => {
    expect(recordStock(record())).toBe('BTCUSDT');
  });
});
