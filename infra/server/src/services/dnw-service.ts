import { randomUUID } from 'node:crypto';

import type { DnwApplyType, DnwHistory, SiteDnwInfo } from '@bx/contracts';
import { formatUnits, isPlayingRole, PLAYING_ROLES } from '@bx/contracts';

import type { Db } from '../db/db.js';
import { ASSET_SCALES, WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { DnwRow } from '../repositories/dnw-repository.js';
import { placeHold, captureHold, releaseHold, type Hold } from '../repositories/ledger/holds.js';
import { LedgerRefusal } from '../repositories/ledger/ledger-refusal.js';
import type { Repositories } from '../repositories/repositories.js';
import { amountLimitsOf, checkAmountLimit } from '../wallet/amount-limits.js';
import { walletAmount } from '../wallet/wallet-amount.js';
import { pushWallet as pushWalletNow } from '../wallet/wallet-message.js';

import { DnwRefusal } from './dnw-refusal.js';

/** What a player applies for: won deposits and withdrawals, and coin withdrawals to the chain. */
export interface DnwApplication {
  type: DnwApplyType;
  /** In the wallet's minor units. */
  point: bigint;
  /** MONEY (won) when absent; a coin wallet for a coin withdrawal. */
  wallet?: LedgerWallet;
  address?: string;
  tag?: string;
}
/** What a player may send to another: their money and their coin wallets (not the trading wallets). */
const SENDABLE = ['MONEY', 'USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS'] as const;
type SendableWallet = (typeof SENDABLE)[number];
/** Partners invest nothing, but withdraw what they were paid (docs/partner.md). */
const WITHDRAWING_ROLES = new Set<string>([...PLAYING_ROLES, 'PARTNER']);
/** The rows these calls decide and cancel; P2P and provider rows have their own (admin-p2p.ts). */
const APPLIED = new Set<string>(['D', 'W']);
const DEFAULT_MINIMUM = 10_000;

export function toDnwHistory(row: DnwRow): DnwHistory {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    wallet: row.wallet,
    point: formatUnits(row.point, ASSET_SCALES[row.asset as keyof typeof ASSET_SCALES] ?? 0),
    currency: row.asset,
    counterpart: row.counterpart,
    bankInfo: row.bankInfo,
    address: row.address,
    tag: row.tag,
    createdAt: row.createdAt,
    processedAt: row.processedAt,
    reason: row.reason,
  };
}

/**
 * Deposit and withdraw requests (docs/dnw.md). A request waits for an operator; a withdrawal's amount is held
 * from the player's money into DNW_ESCROW as it is applied for, so the same money can never be asked for twice,
 * and is paid out (escrow -> EXTERNAL) on approval or goes back on rejection or cancellation. An approved deposit
 * is booked EXTERNAL -> the player's money. Each phase is a ledger transfer keyed by the request, so a decision
 * run twice moves nothing twice; the row's conditional status change lets exactly one decision win.
 */
export function createDnwService(deps: { db: Db; repos: Repositories; realtime: Realtime }) {
  const { db, repos, realtime } = deps;

  async function holdOf(row: Pick<DnwRow, 'userId' | 'point' | 'wallet'>): Promise<Hold> {
    const wallet = row.wallet as LedgerWallet;
    const asset = WALLET_ASSETS[wallet];
    return {
      userAccountId: await repos.ledger.userAccountId(row.userId, wallet),
      escrowAccountId: await repos.ledger.systemAccountId('DNW_ESCROW', asset),
      asset,
      amount: row.point,
    };
  }

  const pushWallet = (userId: number, wallet: LedgerWallet = 'MONEY') =>
    pushWalletNow({ repos, realtime }, userId, wallet);

  async function minimumOf(siteId: number): Promise<number> {
    return (await repos.siteExtras.settings(siteId))?.fee.dnwMinimum ?? DEFAULT_MINIMUM;
  }

  return {
    async siteInfo(siteId: number): Promise<SiteDnwInfo> {
      const settings = await repos.siteExtras.settings(siteId);
      return {
        dnwMinimum: settings?.fee.dnwMinimum ?? DEFAULT_MINIMUM,
        withdrawFeeRate: settings?.fee.withdrawFeeRate ?? 0,
        depositAccount: settings?.depositAccount ?? null,
        limits: await amountLimitsOf(repos, siteId),
      };
    },

    /**
     * A new request of the caller's, or (the same Idempotency-Key again) the one it made before. Refused: an
     * amount of won below the site's minimum, a second request of the kind and wallet while one waits, a
     * withdrawal beyond the wallet. Nothing is stored or held for a refusal. Won by default; a coin withdrawal
     * names its wallet and the checked destination (`address`, `tag`).
     */
    async apply(
      caller: { userId: number; siteId: number },
      input: DnwApplication,
      sentKey: string | undefined,
    ): Promise<{ history: DnwHistory; replayed: boolean }> {
      const wallet = input.wallet ?? 'MONEY';
      const user = await repos.users.findById(caller.userId);
      if (user === undefined) throw new DnwRefusal('USER_NOT_FOUND');
      if (!(input.type === 'W' ? WITHDRAWING_ROLES.has(user.role) : isPlayingRole(user.role)))
        throw new DnwRefusal('NO_PERMISSION');
      const key = sentKey ?? randomUUID();
      const earlier = sentKey === undefined ? undefined : await repos.dnw.byKey(caller.userId, key);
      if (earlier !== undefined) return { history: replayOf(earlier, input), replayed: true };
      if (wallet === 'MONEY') {
        // Won is paid out to the account the player registered: without one there is nowhere to pay it.
        if (input.type === 'W' && user.bankInfo === null) throw new DnwRefusal('PAYOUT_ACCOUNT_REQUIRED');
        const minimum = await minimumOf(caller.siteId);
        if (input.point < BigInt(minimum)) throw minimumRefusal(minimum);
      }

      // Resolved before the transaction: the embedded database serves one statement at a time.
      const hold = await holdOf({ userId: caller.userId, point: input.point, wallet });
      await checkAmountLimit(
        repos,
        caller.siteId,
        hold.asset,
        input.type === 'D' ? 'deposit' : 'withdraw',
        input.point,
      );
      try {
        const row = await db.tx(async (q) => {
          const inserted = await repos.dnw.insert(
            {
              siteId: caller.siteId,
              userId: caller.userId,
              type: input.type,
              wallet,
              asset: hold.asset,
              point: input.point,
              bankInfo: input.type === 'W' && wallet === 'MONEY' ? user.bankInfo : null,
              key,
              address: input.address,
              tag: input.tag,
            },
            q,
          );
          if (inserted === undefined) return undefined;
          if (inserted.type === 'W') {
            await repos.ledger.bookSet(q, [
              placeHold(hold, {
                key: `dnw:${inserted.id}:hold`,
                code: 'DNW_WITHDRAW_HOLD',
              }),
            ]);
          }
          return inserted;
        });
        if (row === undefined) {
          // The same key raced in from another request: answer what that one stored.
          const stored = await repos.dnw.byKey(caller.userId, key);
          if (stored === undefined) throw new Error(`dnw key ${key} conflicted but holds no request`);
          return { history: replayOf(stored, input), replayed: true };
        }
        if (row.type === 'W') await pushWallet(caller.userId, wallet);
        return { history: toDnwHistory(row), replayed: false };
      } catch (error) {
        if (error instanceof LedgerRefusal && error.code === 'INSUFFICIENT_BALANCE')
          throw new DnwRefusal('WITHDRAW_EXCEEDS_BALANCE');
        throw error;
      }
    },

    /**
     * Sends `point` of one of the caller's wallets to another player of the site, at once: two history rows
     * (TO/CO for the sender, TI/CI for the receiver: money or a coin) and one ledger transfer between them.
     */
    async send(
      caller: { userId: number; siteId: number },
      input: { walletType: string; point: string; username: string },
      sentKey: string | undefined,
    ): Promise<{ history: DnwHistory; replayed: boolean }> {
      const user = await repos.users.findById(caller.userId);
      if (user === undefined) throw new DnwRefusal('USER_NOT_FOUND');
      if (!isPlayingRole(user.role)) throw new DnwRefusal('NO_PERMISSION');
      if (!(SENDABLE as readonly string[]).includes(input.walletType))
        throw new DnwRefusal('WALLET_UNSUPPORTED');
      const wallet = input.walletType as SendableWallet;
      const asset = WALLET_ASSETS[wallet];
      const amount = walletAmount(input.point, wallet);
      await checkAmountLimit(repos, caller.siteId, asset, 'withdraw', amount);
      const receiver = await repos.users.findByUsername(caller.siteId, input.username.toLowerCase());
      if (receiver === undefined || !isPlayingRole(receiver.role)) throw new DnwRefusal('USER_NOT_FOUND');
      if (receiver.id === caller.userId) throw new DnwRefusal('TRANSFER_TO_SELF');
      const [out, into] = wallet === 'MONEY' ? (['TO', 'TI'] as const) : (['CO', 'CI'] as const);
      const key = sentKey ?? randomUUID();
      const same = (row: DnwRow) =>
        row.type === out &&
        row.wallet === wallet &&
        row.point === amount &&
        row.counterpart === (receiver.nick ?? receiver.username);
      const earlier = sentKey === undefined ? undefined : await repos.dnw.byKey(caller.userId, key);
      if (earlier !== undefined) {
        if (!same(earlier)) throw new DnwRefusal('IDEMPOTENCY_CONFLICT');
        return { history: toDnwHistory(earlier), replayed: true };
      }
      // Resolved before the transaction: the embedded database serves one statement at a time.
      const [from, to] = await Promise.all([
        repos.ledger.userAccountId(caller.userId, wallet),
        repos.ledger.userAccountId(receiver.id, wallet),
      ]);
      const row = { siteId: caller.siteId, wallet, asset, point: amount, bankInfo: null };
      try {
        const sent = await db.tx(async (q) => {
          const mine = await repos.dnw.insert(
            { ...row, userId: caller.userId, type: out, key, counterpartId: receiver.id },
            q,
          );
          if (mine === undefined) return undefined;
          await repos.dnw.insert(
            {
              ...row,
              userId: receiver.id,
              type: into,
              key: `from:${caller.userId}:${key}`,
              counterpartId: caller.userId,
            },
            q,
          );
          await repos.ledger.bookSet(q, [
            {
              idempotencyKey: `dnw:${mine.id}:send`,
              debitAccountId: from,
              creditAccountId: to,
              asset,
              amount,
              code: 'DNW_SEND',
            },
          ]);
          return mine;
        });
        if (sent === undefined) {
          const stored = await repos.dnw.byKey(caller.userId, key);
          if (stored === undefined || !same(stored)) throw new DnwRefusal('IDEMPOTENCY_CONFLICT');
          return { history: toDnwHistory(stored), replayed: true };
        }
        await Promise.all([pushWallet(caller.userId, wallet), pushWallet(receiver.id, wallet)]);
        return { history: toDnwHistory(sent), replayed: false };
      } catch (error) {
        if (error instanceof LedgerRefusal && error.code === 'INSUFFICIENT_BALANCE')
          throw new DnwRefusal('INSUFFICIENT_BALANCE');
        throw error;
      }
    },

    /** The caller withdraws a request of theirs that still waits; a withdrawal's held amount goes back. */
    async cancel(caller: { userId: number }, id: number): Promise<DnwHistory> {
      const found = await repos.dnw.byId(id);
      if (found === undefined || found.userId !== caller.userId || !APPLIED.has(found.type))
        throw new DnwRefusal('DNW_NOT_FOUND');
      return toDnwHistory(await settle(found, 'CANCEL', caller.userId));
    },

    /** An operator of the request's site approves (DONE) or rejects (REJECT) a waiting request. */
    async decide(
      operator: { userId: number; siteId: number },
      id: number,
      outcome: 'DONE' | 'REJECT',
      reason: string | null = null,
    ): Promise<DnwHistory> {
      const found = await repos.dnw.byId(id);
      if (found === undefined || found.siteId !== operator.siteId || !APPLIED.has(found.type))
        throw new DnwRefusal('DNW_NOT_FOUND');
      // The same decision again (a double tap, a retried call) answers the request as decided, moving nothing.
      if (found.status === outcome) return toDnwHistory(found);
      try {
        return toDnwHistory(await settle(found, outcome, operator.userId, reason));
      } catch (error) {
        const now = await repos.dnw.byId(id);
        if (now?.status === outcome) return toDnwHistory(now);
        throw error;
      }
    },
  };

  /**
   * Moves a waiting request to `outcome` and books what that means, in one transaction: a withdrawal paid out
   * (DONE) or given back (REJECT, CANCEL), a deposit credited (DONE). DNW_ALREADY_PROCESSED when it no longer waits.
   */
  async function settle(
    found: DnwRow,
    outcome: 'DONE' | 'REJECT' | 'CANCEL',
    by: number,
    reason: string | null = null,
  ): Promise<DnwRow> {
    const hold = await holdOf(found);
    const external = await repos.ledger.systemAccountId('EXTERNAL', hold.asset);
    const row = await db.tx(async (q) => {
      const decided = await repos.dnw.decide(found.id, outcome, by, q, reason);
      if (decided === undefined) return undefined;
      const phase = { key: `dnw:${decided.id}:${outcome === 'DONE' ? 'done' : 'release'}` };
      if (decided.type === 'W') {
        await repos.ledger.bookSet(q, [
          outcome === 'DONE'
            ? captureHold(hold, external, { ...phase, code: 'DNW_WITHDRAW' })
            : releaseHold(hold, { ...phase, code: 'DNW_WITHDRAW_RELEASE' }),
        ]);
      } else if (decided.type === 'D' && outcome === 'DONE') {
        await repos.ledger.bookSet(q, [
          {
            idempotencyKey: phase.key,
            debitAccountId: external,
            creditAccountId: hold.userAccountId,
            asset: hold.asset,
            amount: decided.point,
            code: 'DNW_DEPOSIT',
          },
        ]);
      }
      return decided;
    });
    if (row === undefined) throw new DnwRefusal('DNW_ALREADY_PROCESSED');
    // Every decision is pushed, a rejected deposit too (its money stays as it was): the player's open request lists
    // follow the wallet's queue, so the row's new status shows at once.
    await pushWallet(row.userId, row.wallet as LedgerWallet);
    return row;
  }
}

/** A won request below the site's minimum, the minimum written as money ("10,000원", "KRW 10,000"). */
export function minimumRefusal(minimum: number): DnwRefusal {
  return new DnwRefusal('AMOUNT_BELOW_MINIMUM', {
    parts: { amount: { amount: String(minimum), currency: 'KRW' } },
  });
}

/** A retried request must be the same request; the same key with another body is refused. */
function replayOf(stored: DnwRow, input: DnwApplication): DnwHistory {
  if (
    stored.type !== input.type ||
    stored.point !== input.point ||
    stored.wallet !== (input.wallet ?? 'MONEY')
  ) {
    throw new DnwRefusal('IDEMPOTENCY_CONFLICT');
  }
  return toDnwHistory(stored);
}

export type DnwService = ReturnType<typeof createDnwService>;
