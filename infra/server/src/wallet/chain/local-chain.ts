import { randomBytes, randomInt } from 'node:crypto';

import type { ChainCoin } from '@bx/contracts';

import type { ChainDeposit, CoinCustody } from './coin-custody.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function pick(alphabet: string, length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

const NETWORKS: Record<ChainCoin, string> = {
  USDT: 'TRC20',
  BTC: 'Bitcoin',
  ETH: 'ERC20',
  XRP: 'XRP Ledger',
  DOGE: 'Dogecoin',
  EOS: 'EOS',
};

/** The house's own addresses on the chains that route deposits by tag. */
const SHARED: Partial<Record<ChainCoin, string>> = {
  XRP: 'rBXhouseWa11etLocaLXRPdepositS1m',
  EOS: 'bxhousewa11t',
};

function ownAddress(coin: ChainCoin): string {
  switch (coin) {
    case 'USDT':
      return `T${pick(BASE58, 33)}`;
    case 'BTC':
      return `bc1q${pick(BECH32, 38)}`;
    case 'ETH':
      return `0x${randomBytes(20).toString('hex')}`;
    case 'DOGE':
      return `D${pick(BASE58, 33)}`;
    default:
      throw new Error(`${coin} routes deposits by tag`);
  }
}

/**
 * The default custody: addresses shaped like each chain's, and deposits reported by whoever calls `deposit` (an
 * operator's call, a test), so every path after the chain is the production one.
 */
export type LocalChain = CoinCustody & { deposit(deposit: ChainDeposit): Promise<void> };

export function createLocalChain(): LocalChain {
  let listener: ((deposit: ChainDeposit) => Promise<void>) | undefined;
  return {
    network: (coin) => NETWORKS[coin],
    newAddress(coin) {
      const shared = SHARED[coin];
      if (shared === undefined) return { address: ownAddress(coin), tag: null };
      // Nine digits: inside the XRP tag range, short enough to type.
      return { address: shared, tag: String(randomInt(100_000_000, 1_000_000_000)) };
    },
    watch(onDeposit) {
      listener = onDeposit;
      return () => {
        listener = undefined;
      };
    },
    async deposit(deposit) {
      if (listener === undefined) throw new Error('no one watches the local chain');
      await listener(deposit);
    },
  };
}
