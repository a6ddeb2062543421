import type { ChainCoin } from '@bx/contracts';

/** Coins that arrived at one of the platform's deposit addresses, as the chain (or the custodian) reports them. */
export interface ChainDeposit {
  coin: ChainCoin;
  address: string;
  /** The destination tag or memo the sender attached; null when none. */
  tag: string | null;
  /** In the coin's minor units (money/assets.ts). */
  amount: bigint;
  /** The chain's transaction id (and output): the same deposit reported twice is credited once. */
  txId: string;
}

/**
 * Where deposit addresses come from and how deposits to them are learnt: a real chain node or custody provider
 * implements this; the default is the local simulator (local-chain.ts).
 */
export interface CoinCustody {
  /** How the screen names the chain a coin's address lives on. */
  network(coin: ChainCoin): string;
  /**
   * A new deposit address. Coins on account-based chains that route by tag (XRP, EOS) share the house's address
   * and get a fresh tag; the rest get an address of their own and a null tag.
   */
  newAddress(coin: ChainCoin): { address: string; tag: string | null };
  /**
   * Reports deposits to `onDeposit` until the returned stop is called. A deposit may be reported again (a retry, a
   * rescan): `txId` makes the second report credit nothing.
   */
  watch(onDeposit: (deposit: ChainDeposit) => Promise<void>): () => void;
}
