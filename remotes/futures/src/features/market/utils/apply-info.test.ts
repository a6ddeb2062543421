import type { FuturesInfo, FuturesOptionDetail } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { applyInfo, infosOf } from './apply-info';

const option = {
  id: 1,
  stock: 'BTCUSDTPERP',
  markPrice: '65000.00',
  nextFundingTime: 1_000,
  lastPrice: '65000.00',
} as FuturesOptionDetail;

const info = (stock: string, markPrice: string): FuturesInfo => ({
  stock,
  lastPrice: markPrice,
  priceChangePercent: '0.10',
  markPrice,
  nextFundingTime: 2_000,
});

describe('applyInfo: the pushed mark price replaces the polled one', () => {
  it("takes this contract's mark price and next funding time", () => {
    expect(
      applyInfo(option, [info('ETHUSDTPERP', '3000.00'), info('BTCUSDTPERP', '65012.30')]),
    ).toMatchObject({
      markPrice: '65012.30',
      nextFundingTime: 2_000,
    });
  });

  it('leaves the terms as they are for another contract, a push without a mark, or nothing loaded', () => {
    expect(applyInfo(option, [info('ETHUSDTPERP', '3000.00')])).toBe(option);
    const older = { stock: 'BTCUSDTPERP', lastPrice: '1', priceChangePercent: '0' } as FuturesInfo;
    expect(applyInfo(option, [older])).toBe(option);
    expect(applyInfo(undefined, [info('BTCUSDTPERP', '1.00')])).toBeUndefined();
  });

  it('reads a body that is one entry or an array', () => {
    expect(infosOf(info('BTCUSDTPERP', '1.00'))).toHaveLength(1);
    expect(infosOf([info('BTCUSDTPERP', '1.00'), info('ETHUSDTPERP', '2.00')])).toHaveLength(2);
  });
});
