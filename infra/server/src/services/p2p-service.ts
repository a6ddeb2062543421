import { randomUUID } from 'node:crypto';

import type {
  P2pHistory,
  P2pProvider,
  PaymentProviderCode,
  ProviderCoinStatus,
  ProviderUrl,
  SiteLang,
} from '@bx/contracts';
import { formatUnits, PAYMENT_PROVIDERS } from '@bx/contracts';

import type { Db } from '../db/db.js';
import { WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { ProviderTokens } from '../payments/provider-token.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { DnwRow } from '../repositories/dnw-repository.js';
import { captureHold, placeHold, releaseHold, type Hold } from '../repositories/ledger/holds.js';
import { LedgerRefusal } from '../repositories/ledger/ledger-refusal.js';
import type { P2pRepository, P2pRow } from '../repositories/p2p-repository.js';
import type { Repositories } from '../repositories/repositories.js';
import { checkAmountLimit } from '../wallet/amount-limits.js';
import { requireMoneyMover } from '../wallet/money-mover.js';
import { walletMessage } from '../wallet/wallet-message.js';
import { toMyWallet } from '../wallet/wallet-view.js';
import { DnwRefusal } from './dnw-refusal.js';
import { minimumRefusal, toDnwHistory } from './dnw-service.js';

const DEFAULT_MINIMUM = 10_000;
/** What a provider sells for won: the player's money (a P2P deposit) and the coin wallets. */
export const BUYABLE_WALLETS = ['MONEY', 'USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS'] as const;
/** What a provider buys from a player: the coin wallets. */
export const SELLABLE_WALLETS = ['USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS'] as const;

type Caller = { userId: number; siteId: number };

export function toP2pHistory(row: DnwRow, p2p: P2pRow): P2pHistory {
  return {
    ...toDnwHistory(row),
    provider: p2p.provider,
    name: p2p.name,
    phone: p2p.phone,
    won: p2p.won === null ? null : formatUnits(p2p.won, 0),
    detail: p2p.detail,
  };
}

/**
 * P2P buys and the payment providers' coin calls (docs/dnw.md, "P2P and payment providers"). A buy (WB) waits
 * with nothing moved until an operator approves it (P2P) or the provider confirms it (COIN), then books EXTERNAL ->
 * the player's wallet; a sell (WS) holds its amount in DNW_ESCROW as it is made, paid out (escrow -> EXTERNAL)
 * when confirmed or given back when it fails. Each move is a ledger transfer keyed by the row, and the row's
 * conditional status change lets exactly one decision win, so a replayed callback books nothing twice.
 */
export function createP2pService(deps: {
  db: Db;
  repos: Repositories;
  p2p: P2pRepository;
  realtime: Realtime;
  provider: PaymentProvider;
  tokens: ProviderTokens;
}) {
  const { db, repos, p2p, realtime, provider, tokens } = deps;

  async function pushWallet(userId: number, wallet: LedgerWallet): Promise<void> {
    const wallets = toMyWallet(await repos.ledger.userBalances(userId));
    realtime.publishToUser(userId, '/queue/point', walletMessage(wallets, wallet));
  }

  async function historyOf(row: DnwRow): Promise<P2pHistory> {
    const detail = await p2p.byId(row.id);
    if (detail === undefined) throw new Error(`dnw_history ${row.id} has no dnw_p2p row`);
    return toP2pHistory(row, detail);
  }

  async function pageUrl(
    caller: Caller,
    code: PaymentProviderCode,
    page: 'P2P' | 'CHARGE',
  ): Promise<ProviderUrl> {
    const { token, expiresAt } = await tokens.sign({ ...caller, provider: code });
    return { provider: code, url: provider.pageUrl(code, page, token), expiresAt };
  }

  async function requireMember(userId: number, code: PaymentProviderCode): Promise<void> {
    if (provider.requiresSignup(code) && (await p2p.memberValue(userId, code)) === undefined)
      throw new DnwRefusal('PAYMENT_NOT_REGISTERED');
  }

  /** The same Idempotency-Key again: the request it made, if it is the same request; else 409. */
  async function earlierOf(
    userId: number,
    sentKey: string | undefined,
    same: (row: DnwRow, detail: P2pRow) => boolean,
  ): Promise<P2pHistory | undefined> {
    if (sentKey === undefined) return undefined;
    const earlier = await repos.dnw.byKey(userId, sentKey);
    if (earlier === undefined) return undefined;
    const detail = await p2p.byId(earlier.id);
    if (detail === undefined || !same(earlier, detail)) throw new DnwRefusal('IDEMPOTENCY_CONFLICT');
    return toP2pHistory(earlier, detail);
  }

  async function insertRequest(
    caller: Caller,
    request: Pick<DnwRow, 'type' | 'point'> & { wallet: LedgerWallet; key: string },
    detail: Omit<P2pRow, 'dnwHistoryId'>,
    hold: Hold | undefined,
  ): Promise<DnwRow | undefined> {
    return db.tx(async (q) => {
      const row = await repos.dnw.insert(
        { ...caller, ...request, asset: WALLET_ASSETS[request.wallet], bankInfo: null },
        q,
      );
      if (row === undefined) return undefined;
      await p2p.insert({ ...detail, dnwHistoryId: row.id }, q);
      if (hold !== undefined)
        await repos.ledger.bookSet(q, [
          placeHold(hold, { key: `dnw:${row.id}:hold`, code: 'P2P_SELL_HOLD' }),
        ]);
      return row;
    });
  }

  async function holdOf(row: Pick<DnwRow, 'userId' | 'wallet' | 'point'>): Promise<Hold> {
    const asset = WALLET_ASSETS[row.wallet as LedgerWallet];
    return {
      userAccountId: await repos.ledger.userAccountId(row.userId, row.wallet as LedgerWallet),
      escrowAccountId: await repos.ledger.systemAccountId('DNW_ESCROW', asset),
      asset,
      amount: row.point,
    };
  }

  /**
   * Moves a waiting WB/WS row to DONE, REJECT or CANCEL and books what that means, in one transaction: a buy
   * credited (DONE), a sell paid out (DONE) or given back. Undefined when the row no longer waits.
   */
  async function settle(found: DnwRow, outcome: 'DONE' | 'REJECT' | 'CANCEL', by: number) {
    const hold = await holdOf(found);
    const external = await repos.ledger.systemAccountId('EXTERNAL', hold.asset);
    const row = await db.tx(async (q) => {
      const decided = await repos.dnw.decide(found.id, outcome, by, q);
      if (decided === undefined) return undefined;
      const key = `dnw:${decided.id}:${outcome === 'DONE' ? 'done' : 'release'}`;
      if (decided.type === 'WS') {
        await repos.ledger.bookSet(q, [
          outcome === 'DONE'
            ? captureHold(hold, external, { key, code: 'P2P_SELL' })
            : releaseHold(hold, { key, code: 'P2P_SELL_RELEASE' }),
        ]);
      } else if (outcome === 'DONE') {
        const credit = { debitAccountId: external, creditAccountId: hold.userAccountId };
        await repos.ledger.bookSet(q, [
          { idempotencyKey: key, ...credit, asset: hold.asset, amount: decided.point, code: 'P2P_BUY' },
        ]);
      }
      return decided;
    });
    if (row !== undefined && (row.type === 'WS' || outcome === 'DONE'))
      await pushWallet(row.userId, row.wallet as LedgerWallet);
    return row;
  }

  /** A waiting WB/WS row of the operator's site made through `channel`; DNW_NOT_FOUND for anything else. */
  async function requestOf(siteId: number, id: number, channel: P2pRow['channel']): Promise<DnwRow> {
    const found = await repos.dnw.byId(id);
    const detail = found === undefined ? undefined : await p2p.byId(found.id);
    if (found === undefined || found.siteId !== siteId || detail?.channel !== channel)
      throw new DnwRefusal('DNW_NOT_FOUND');
    return found;
  }

  return {
    async providers(caller: Caller, lang: SiteLang): Promise<P2pProvider[]> {
      return Promise.all(
        PAYMENT_PROVIDERS.map(async (code) => ({
          code,
          name: provider.nameOf(code, lang),
          url: (await pageUrl(caller, code, 'P2P')).url,
        })),
      );
    },

    pageUrl,

    async coinStatus(caller: Caller, code: PaymentProviderCode): Promise<ProviderCoinStatus> {
      await requireMoneyMover(repos, caller.userId);
      const value = (await p2p.memberValue(caller.userId, code)) ?? null;
      return {
        provider: code,
        registered: value !== null || !provider.requiresSignup(code),
        value,
        coinAvailable: await provider.coinAvailable(code),
      };
    },

    async signup(caller: Caller, code: PaymentProviderCode, value: string): Promise<ProviderCoinStatus> {
      await requireMoneyMover(repos, caller.userId);
      await provider.signup(code, { userId: caller.userId, value });
      await db.tx((q) => p2p.register({ ...caller, provider: code, value }, q));
      return this.coinStatus(caller, code);
    },

    /**
     * A buy of `won` through the provider into the wallet: P2P (POST /api/dnw/p2p, its payer and receipt kept, an
     * operator decides) or COIN (a provider's sendCoin, the provider confirms; the player must be registered).
     */
    async buy(
      caller: Caller,
      input: {
        provider: PaymentProviderCode;
        channel: P2pRow['channel'];
        wallet: (typeof BUYABLE_WALLETS)[number];
        won: bigint;
        name?: string;
        phone?: string;
        fileId?: string;
      },
      sentKey: string | undefined,
    ): Promise<{ history: P2pHistory; replayed: boolean }> {
      await requireMoneyMover(repos, caller.userId);
      const earlier = await earlierOf(
        caller.userId,
        sentKey,
        (row, detail) =>
          row.type === 'WB' &&
          row.wallet === input.wallet &&
          detail.won === input.won &&
          detail.provider === input.provider,
      );
      if (earlier !== undefined) return { history: earlier, replayed: true };
      if (input.channel === 'COIN') await requireMember(caller.userId, input.provider);
      const minimum = (await repos.siteExtras.settings(caller.siteId))?.fee.dnwMinimum ?? DEFAULT_MINIMUM;
      if (input.won < BigInt(minimum)) throw minimumRefusal(minimum);
      await checkAmountLimit(repos, caller.siteId, 'KRW', 'deposit', input.won);
      const point = await provider.quoteBuy(input.provider, input.wallet, input.won);
      if (point <= 0n) throw new DnwRefusal('AMOUNT_NOT_POSITIVE');
      const detail: Omit<P2pRow, 'dnwHistoryId'> = {
        provider: input.provider,
        channel: input.channel,
        name: input.name ?? null,
        phone: input.phone ?? null,
        won: input.won,
        fileId: input.fileId ?? null,
        detail: {
          ...(input.fileId === undefined ? {} : { fileId: input.fileId }),
          walletType: input.wallet,
        },
      };
      const key = sentKey ?? randomUUID();
      const row = await insertRequest(
        caller,
        { type: 'WB', wallet: input.wallet, point, key },
        detail,
        undefined,
      );
      if (row === undefined) return this.buy(caller, input, key);
      if (input.channel === 'COIN')
        await provider.placeOrder(input.provider, {
          dnwHistoryId: row.id,
          side: 'BUY',
          wallet: input.wallet,
          amount: point,
          won: input.won,
        });
      return { history: toP2pHistory(row, { ...detail, dnwHistoryId: row.id }), replayed: false };
    },

    /** A sell of `point` (minor units) of a coin wallet through the provider: held until the provider confirms. */
    async sell(
      caller: Caller,
      input: { provider: PaymentProviderCode; wallet: (typeof SELLABLE_WALLETS)[number]; point: bigint },
      sentKey: string | undefined,
    ): Promise<{ history: P2pHistory; replayed: boolean }> {
      await requireMoneyMover(repos, caller.userId);
      const same = (row: DnwRow, detail: P2pRow) =>
        row.type === 'WS' &&
        row.wallet === input.wallet &&
        row.point === input.point &&
        detail.provider === input.provider;
      const earlier = await earlierOf(caller.userId, sentKey, same);
      if (earlier !== undefined) return { history: earlier, replayed: true };
      await requireMember(caller.userId, input.provider);
      await checkAmountLimit(repos, caller.siteId, WALLET_ASSETS[input.wallet], 'withdraw', input.point);
      const key = sentKey ?? randomUUID();
      const detail: Omit<P2pRow, 'dnwHistoryId'> = {
        provider: input.provider,
        channel: 'COIN',
        name: null,
        phone: null,
        won: null,
        fileId: null,
        detail: { walletType: input.wallet },
      };
      // Resolved before the transaction: the embedded database serves one statement at a time.
      const hold = await holdOf({ userId: caller.userId, wallet: input.wallet, point: input.point });
      try {
        const row = await insertRequest(
          caller,
          { type: 'WS', wallet: input.wallet, point: input.point, key },
          detail,
          hold,
        );
        if (row === undefined) return this.sell(caller, input, key);
        await provider.placeOrder(input.provider, {
          dnwHistoryId: row.id,
          side: 'SELL',
          wallet: input.wallet,
          amount: input.point,
          won: null,
        });
        await pushWallet(caller.userId, input.wallet);
        return { history: toP2pHistory(row, { ...detail, dnwHistoryId: row.id }), replayed: false };
      } catch (error) {
        if (error instanceof LedgerRefusal && error.code === 'INSUFFICIENT_BALANCE')
          throw new DnwRefusal('INSUFFICIENT_BALANCE');
        throw error;
      }
    },

    /** The caller's latest P2P buy request (POST /api/dnw/p2p), or null. */
    async latest(caller: Caller): Promise<P2pHistory | null> {
      const id = await p2p.latestId(caller.userId, 'P2P');
      const row = id === undefined ? undefined : await repos.dnw.byId(id);
      return row === undefined ? null : historyOf(row);
    },

    /** An operator of the row's site approves (DONE) or rejects (REJECT) a waiting P2P request. */
    async decide(operator: Caller, id: number, outcome: 'DONE' | 'REJECT'): Promise<P2pHistory> {
      const found = await requestOf(operator.siteId, id, 'P2P');
      const row = await settle(found, outcome, operator.userId);
      if (row === undefined) throw new DnwRefusal('DNW_ALREADY_PROCESSED');
      return historyOf(row);
    },

    /**
     * The provider's callback on a coin order: DONE books it, FAILED gives a sell's amount back. A callback
     * repeated with the same outcome answers the row as it stands (replayed) and books nothing; another outcome
     * for a decided row is DNW_ALREADY_PROCESSED.
     */
    async confirm(
      confirmer: Caller,
      id: number,
      outcome: 'DONE' | 'FAILED',
    ): Promise<{ history: P2pHistory; replayed: boolean }> {
      const found = await requestOf(confirmer.siteId, id, 'COIN');
      const status = outcome === 'DONE' ? 'DONE' : 'REJECT';
      const row = await settle(found, status, confirmer.userId);
      if (row !== undefined) return { history: await historyOf(row), replayed: false };
      const now = await repos.dnw.byId(id);
      if (now?.status !== status) throw new DnwRefusal('DNW_ALREADY_PROCESSED');
      return { history: await historyOf(now), replayed: true };
    },
  };
}

export type P2pService = ReturnType<typeof createP2pService>;
