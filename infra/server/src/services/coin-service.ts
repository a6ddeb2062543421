import { CHAIN_COINS, type ChainCoin, type CoinAddress, type DnwHistory } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { CoinAddressRow } from '../repositories/coin-address-repository.js';
import type { Repositories } from '../repositories/repositories.js';
import type { ChainDeposit, CoinCustody } from '../wallet/chain/coin-custody.js';
import { checkDestination } from '../wallet/chain/coin-formats.js';
import { requireMoneyMover } from '../wallet/money-mover.js';
import { pushWallet } from '../wallet/wallet-message.js';
import { CoinRefusal } from './coin-refusal.js';
import { toDnwHistory } from './dnw-service.js';

/** How long a temporary deposit address is shown (coins sent to it later are still credited). */
export const TEMP_ADDRESS_TTL_MS = 60 * 60 * 1000;
/** Fresh addresses that collide with an issued one are drawn again, a few times. */
const ISSUE_ATTEMPTS = 5;

function isChainTxViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e.code === '23505' &&
    (e.constraint === 'dnw_history_chain_tx' || String(e.message).includes('dnw_history_chain_tx'))
  );
}

/** The key of a chain transaction's credit: its D row (per player) and its ledger transfer. */
export function chainDepositKey(coin: ChainCoin, txId: string): string {
  return `chain:${coin}:${txId}`;
}

/** A coin of the site's depositCoins list (comma-separated): the only ones with deposit addresses there. */
export function depositCoinOf(depositCoins: string, name: string): ChainCoin {
  if (!(CHAIN_COINS as readonly string[]).includes(name) || !depositCoins.split(',').includes(name))
    throw new CoinRefusal('COIN_UNSUPPORTED');
  return name as ChainCoin;
}

/**
 * Coins arriving on their chains (docs/dnw.md, "Coins"): each player's deposit address per coin, issued by the
 * custody (the local simulator by default), and the deposits the custody reports, credited to the player's coin
 * wallet from EXTERNAL with a D history row, once per chain transaction.
 */
export function createCoinService(deps: {
  db: Db;
  repos: Repositories;
  realtime: Realtime;
  custody: CoinCustody;
  clock: Clock;
}) {
  const { db, repos, realtime, custody, clock } = deps;

  async function issue(
    caller: { userId: number; siteId: number },
    coin: ChainCoin,
    expiresAt: number | null,
  ): Promise<CoinAddressRow> {
    for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt += 1) {
      const stored = await repos.coinAddresses.insert({
        siteId: caller.siteId,
        userId: caller.userId,
        coin,
        ...custody.newAddress(coin),
        expiresAt,
      });
      if (stored !== undefined) return stored;
      // A racing call stored the player's lasting address first: that one is theirs.
      const lasting = expiresAt === null ? await repos.coinAddresses.lasting(caller.userId, coin) : undefined;
      if (lasting !== undefined) return lasting;
    }
    throw new Error(`no free ${coin} deposit address after ${ISSUE_ATTEMPTS} draws`);
  }

  async function answer(row: CoinAddressRow): Promise<CoinAddress> {
    const own = await repos.coinAddresses.withdrawAddress(row.userId, row.coin);
    return {
      coinName: row.coin,
      network: custody.network(row.coin),
      address: row.address,
      tag: row.tag,
      expiresAt: row.expiresAt,
      withdrawAddress: own?.address ?? null,
    };
  }

  const service = {
    /**
     * The caller's lasting deposit address for `coin`, issued on the first call; `withdrawTo`, when sent, is
     * saved as the caller's own address for withdrawals of the coin.
     */
    async address(
      caller: { userId: number; siteId: number },
      coin: ChainCoin,
      withdrawTo?: { address: string; tag?: string; bankInfo?: string },
    ): Promise<CoinAddress> {
      await requireMoneyMover(repos, caller.userId);
      if (withdrawTo !== undefined) {
        checkDestination(coin, withdrawTo.address, withdrawTo.tag);
        await repos.coinAddresses.saveWithdrawAddress(caller.userId, coin, {
          address: withdrawTo.address,
          tag: withdrawTo.tag ?? null,
          bankInfo: withdrawTo.bankInfo ?? null,
        });
      }
      const lasting = await repos.coinAddresses.lasting(caller.userId, coin);
      return answer(lasting ?? (await issue(caller, coin, null)));
    },

    /** A fresh address for one deposit, shown for TEMP_ADDRESS_TTL_MS. */
    async tempAddress(caller: { userId: number; siteId: number }, coin: ChainCoin): Promise<CoinAddress> {
      await requireMoneyMover(repos, caller.userId);
      return answer(await issue(caller, coin, clock.now() + TEMP_ADDRESS_TTL_MS));
    },

    /**
     * Credits a deposit the custody reported to whoever the address (and tag) belongs to: EXTERNAL -> their coin
     * wallet and a D row, DONE, both keyed by the transaction, so a second report of it answers the first.
     */
    async credit(deposit: ChainDeposit): Promise<DnwHistory> {
      if (deposit.amount <= 0n) throw new CoinRefusal('AMOUNT_NOT_POSITIVE');
      const route = await repos.coinAddresses.route(deposit.coin, deposit.address, deposit.tag);
      if (route === undefined) throw new CoinRefusal('ADDRESS_NOT_FOUND');
      const key = chainDepositKey(deposit.coin, deposit.txId);
      // Reported before: the same credit again, or a conflicting report of another address, refused.
      const answerEarlier = async () => {
        const earlier = await repos.dnw.byChainTx(deposit.coin, deposit.txId);
        if (earlier === undefined) return undefined;
        if (earlier.userId !== route.userId || earlier.address !== deposit.address)
          throw new CoinRefusal('CHAIN_TX_CONFLICT');
        return toDnwHistory(earlier);
      };
      const known = await answerEarlier();
      if (known !== undefined) return known;
      const [external, wallet] = await Promise.all([
        repos.ledger.systemAccountId('EXTERNAL', deposit.coin),
        repos.ledger.userAccountId(route.userId, deposit.coin),
      ]);
      const row = await db
        .tx(async (q) => {
          const inserted = await repos.dnw.insert(
            {
              siteId: route.siteId,
              userId: route.userId,
              type: 'D',
              wallet: deposit.coin,
              asset: deposit.coin,
              point: deposit.amount,
              bankInfo: null,
              key,
              status: 'DONE',
              address: deposit.address,
              tag: deposit.tag,
              txId: deposit.txId,
            },
            q,
          );
          if (inserted === undefined) return undefined;
          await repos.ledger.bookSet(q, [
            {
              idempotencyKey: key,
              debitAccountId: external,
              creditAccountId: wallet,
              asset: deposit.coin,
              amount: deposit.amount,
              code: 'DNW_CHAIN_DEPOSIT',
            },
          ]);
          return inserted;
        })
        // The same transaction credited by a racing report (of this address or, wrongly, of another).
        .catch((error: unknown) => (isChainTxViolation(error) ? undefined : Promise.reject(error)));
      if (row === undefined) {
        const earlier = await answerEarlier();
        if (earlier === undefined) throw new Error(`chain deposit ${key} conflicted but holds no row`);
        return earlier;
      }
      await pushWallet({ repos, realtime }, route.userId, deposit.coin);
      return toDnwHistory(row);
    },
  };
  return service;
}

export type CoinService = ReturnType<typeof createCoinService>;
