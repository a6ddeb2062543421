import { describe, expect, it } from 'vitest';

import { convertPair } from './convert-pair';

const WALLETS = ['FUTURES', 'BINARY', 'USDT', 'BTC', 'ETH', 'XRP'];

describe('the wallets of a conversion address', () => {
  it('are taken as written, in any case', () => {
    expect(convertPair('USDT_BTC', WALLETS)).toEqual({ from: 'USDT', to: 'BTC' });
    expect(convertPair('eth_futures', WALLETS)).toEqual({ from: 'ETH', to: 'FUTURES' });
  });

  it('fall back to USDT and BTC, and never to the same wallet twice', () => {
    expect(convertPair('', WALLETS)).toEqual({ from: 'USDT', to: 'BTC' });
    expect(convertPair('DOGE_ETH', WALLETS)).toEqual({ from: 'USDT', to: 'ETH' });
    expect(convertPair('BTC_BTC', WALLETS)).toEqual({ from: 'BTC', to: 'USDT' });
    expect(convertPair('USDT_USDT', WALLETS)).toEqual({ from: 'USDT', to: 'BTC' });
  });

  it('are none while fewer than two wallets are offered', () => {
    expect(convertPair('USDT_BTC', ['USDT'])).toBeNull();
  });
});
