import type { FuturesOption } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { offeredPairs, togglePair } from './follow-pairs';

const option = (id: number, stock: string) => ({ id, stock }) as FuturesOption;
const listed = [option(1, 'BTCUSDTPERP'), option(2, 'ETHUSDTPERP'), option(3, 'XRPUSDTPERP')];

describe('offeredPairs', () => {
  it('offers the listed contracts the trader trades, whichever way the names are written', () => {
    expect(offeredPairs(listed, ['ETHUSDTPERP', 'BTCUSDT']).map((o) => o.id)).toEqual([1, 2]);
  });

  it('offers every listed contract when the trader names none, and none the list lacks', () => {
    expect(offeredPairs(listed, []).map((o) => o.id)).toEqual([1, 2, 3]);
    expect(offeredPairs(listed, ['SOLUSDTPERP'])).toEqual([]);
  });
});

describe('togglePair', () => {
  it('picks a pair once and lets it go', () => {
    expect(togglePair(['BTCUSDTPERP'], 'ETHUSDTPERP', true)).toEqual(['BTCUSDTPERP', 'ETHUSDTPERP']);
    expect(togglePair(['BTCUSDTPERP'], 'BTCUSDTPERP', true)).toEqual(['BTCUSDTPERP']);
    expect(togglePair(['BTCUSDTPERP', 'ETHUSDTPERP'], 'BTCUSDTPERP', false)).toEqual(['ETHUSDTPERP']);
  });
});
