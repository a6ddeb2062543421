import { describe, expect, it } from 'vitest';

import { driftedWallets, isSound, unbalancedAssets } from './ledger-findings';

describe('ledger findings', () => {
  it('calls a ledger sound only when every asset sums to zero and nothing drifted', () => {
    const zero = {
      totals: [
        { asset: 'KRW', total: '0' },
        { asset: 'USDT', total: '0' },
      ],
      drifted: [],
    };
    expect(isSound(zero)).toBe(true);
    const created = {
      ...zero,
      totals: [
        { asset: 'KRW', total: '0' },
        { asset: 'USDT', total: '15' },
      ],
    };
    expect(unbalancedAssets(created)).toEqual(['USDT']);
    expect(isSound(created)).toBe(false);
    expect(isSound({ ...zero, drifted: [{ id: 7, cached: '10', rebuilt: '9' }] })).toBe(false);
  });

  it("names the player's wallets whose balance differs from their transfers", () => {
    const wallets = [
      { wallet: 'MONEY', asset: 'KRW', cached: '5000', rebuilt: '5000' },
      { wallet: 'USDT', asset: 'USDT', cached: '12.5', rebuilt: '12' },
    ];
    expect(driftedWallets(wallets).map((wallet) => wallet.wallet)).toEqual(['USDT']);
  });
});
