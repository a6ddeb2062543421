import { CHAIN_COINS } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { checkDestination } from '../../src/wallet/chain/coin-formats.js';
import { createLocalChain } from '../../src/wallet/chain/local-chain.js';

function codeOf(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('destinations of coin withdrawals', () => {
  it('takes XRP destination tags within 32 bits and EOS memos up to 256 bytes, and no tag elsewhere', () => {
    const xrp = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
    expect(codeOf(() => checkDestination('XRP', xrp, '4294967295'))).toBeUndefined();
    expect(codeOf(() => checkDestination('XRP', xrp, '4294967296'))).toBe('DESTINATION_TAG_OUT_OF_RANGE');
    expect(codeOf(() => checkDestination('XRP', xrp, 'memo'))).toBe('DESTINATION_TAG_OUT_OF_RANGE');
    expect(codeOf(() => checkDestination('EOS', 'binancecleos', '가'.repeat(85)))).toBeUndefined();
    expect(codeOf(() => checkDestination('EOS', 'binancecleos', '가'.repeat(86)))).toBe(
      'DESTINATION_TAG_OUT_OF_RANGE',
    );
    expect(codeOf(() => checkDestination('ETH', `0x${'a'.repeat(40)}`, '1'))).toBe('VALIDATION');
    expect(codeOf(() => checkDestination('ETH', `0x${'g'.repeat(40)}`, undefined))).toBe('ADDRESS_INVALID');
  });
});

describe('the local chain simulator', () => {
  it("issues addresses each coin's own format accepts, routing XRP and EOS by tag", () => {
    const chain = createLocalChain();
    for (const coin of CHAIN_COINS) {
      for (let i = 0; i < 50; i += 1) {
        const { address, tag } = chain.newAddress(coin);
        expect(
          codeOf(() => checkDestination(coin, address, tag ?? undefined)),
          `${coin} ${address} ${tag}`,
        ).toBe(undefined);
        expect(tag !== null, coin).toBe(coin === 'XRP' || coin === 'EOS');
      }
    }
  });

  it('reports deposits to whoever watches, and to no one after they stop', async () => {
    const chain = createLocalChain();
    const seen: string[] = [];
    const stop = chain.watch(async (deposit) => {
      seen.push(deposit.txId);
    });
    const deposit = { coin: 'BTC' as const, address: 'bc1qexample', tag: null, amount: 1n, txId: 'tx-1' };
    await chain.deposit(deposit);
    stop();
    await expect(chain.deposit({ ...deposit, txId: 'tx-2' })).rejects.toThrow('no one watches');
    expect(seen).toEqual(['tx-1']);
  });
});
