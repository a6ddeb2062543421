import type { Partner, PartnerCreateRequest } from '@bx/contracts';

import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/db.js';
import type { LedgerWallet } from '../money/assets.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { PartnerLink, UnsharedResult } from '../repositories/partner-profit-repository.js';
import type { Repositories } from '../repositories/repositories.js';
import { pushWallet } from '../wallet/wallet-message.js';
import { PartnerRefusal } from './partner-refusal.js';

/** Results a run takes at most, of bets and of positions each; the next run takes the rest. */
const RUN_LIMIT = 50_000;
const PPM = 1_000_000n;

export interface Caller {
  userId: number;
  siteId: number;
}

/**
 * Each partner above a player earns its rate less the highest rate below it on the way up (nearest first), so
 * the tree together pays the top rate, never more, and a sub-partner's share comes out of its parent's.
 */
export function sharesOf(chain: readonly PartnerLink[]): Array<PartnerLink & { rate: number }> {
  let below = 0;
  const shares: Array<PartnerLink & { rate: number }> = [];
  for (const link of chain) {
    const rate = Math.round((link.shareRate - below) * 10_000) / 10_000;
    if (rate > 0) shares.push({ ...link, rate });
    below = Math.max(below, link.shareRate);
  }
  return shares;
}

/** Partners credit USDT results to their USDT wallet and won to their money. */
const WALLET_OF: Record<string, LedgerWallet> = { USDT: 'USDT', KRW: 'MONEY' };

/**
 * Partners (docs/partner.md): who may see and create which partner, and the sharing run that pays each partner
 * its share of its players' house result, as partner_profit rows and HOUSE -> partner transfers, exactly once.
 */
export function createPartnerService(deps: { db: Db; repos: Repositories; realtime: Realtime }) {
  const { db, repos, realtime } = deps;

  /** The caller's own partner id for a PARTNER; undefined for an operator (who sees the whole site). */
  async function scopeOf(caller: Caller): Promise<number | undefined> {
    const user = await repos.users.findById(caller.userId);
    if (user?.role === 'ADMIN') return undefined;
    const own = user?.role === 'PARTNER' ? await repos.partners.idOfUser(caller.userId) : undefined;
    if (own === undefined) throw new PartnerRefusal('NO_PERMISSION');
    return own;
  }

  async function visible(caller: Caller, id: number): Promise<Partner> {
    const scope = await scopeOf(caller);
    const found = await repos.partners.detail(caller.siteId, id);
    if (found === undefined || (scope !== undefined && !(await repos.partners.isWithin(scope, id))))
      throw new PartnerRefusal('PARTNER_NOT_FOUND');
    return found;
  }

  async function book(runId: number, result: UnsharedResult, q: Parameters<Parameters<Db['tx']>[0]>[0]) {
    const wallet = WALLET_OF[result.asset];
    if (wallet === undefined) return [];
    const house = await repos.ledger.systemAccountId('HOUSE', result.asset, q);
    const paid: Array<{ userId: number; wallet: LedgerWallet }> = [];
    for (const share of sharesOf(await repos.partnerProfits.chain(result.partnerId, q))) {
      const point = (result.base * BigInt(Math.round(share.rate * 1e6))) / PPM;
      if (point <= 0n) continue;
      await repos.partnerProfits.insert(q, {
        ...result,
        runId,
        partnerId: share.partnerId,
        wallet,
        rate: share.rate,
        point,
      });
      await repos.ledger.bookSet(q, [
        {
          idempotencyKey: `partner:${runId}:${share.partnerId}:${result.playerId}:${result.type}`,
          debitAccountId: house,
          creditAccountId: await repos.ledger.userAccountId(share.userId, wallet, q),
          asset: result.asset,
          amount: point,
          code: 'PARTNER_PROFIT',
        },
      ]);
      paid.push({ userId: share.userId, wallet });
    }
    return paid;
  }

  return {
    /** The caller's own partner without `id`; with it, the caller's own or one below it (operators: any). */
    async get(caller: Caller, id: number | undefined): Promise<Partner> {
      const own = id ?? (await scopeOf(caller));
      if (own === undefined) throw new PartnerRefusal('PARTNER_NOT_FOUND');
      return visible(caller, own);
    },

    /** Partners under `parentId` (the caller's own by default; an operator's default is the site's top ones). */
    async children(
      caller: Caller,
      filter: { parentId?: number; level?: number; statuses?: Array<'NORMAL' | 'WAIT' | 'DENY'> },
    ): Promise<Partner[]> {
      const scope = await scopeOf(caller);
      const parentId = filter.parentId ?? scope ?? null;
      if (parentId !== null) await visible(caller, parentId);
      return repos.partners.children(caller.siteId, { ...filter, parentId });
    },

    /** The partner whose players and profits the caller may read (its own, or one below it). */
    async readable(caller: Caller, id?: number): Promise<number> {
      return (await this.get(caller, id)).id;
    },

    /**
     * An operator's top partner, or a partner's sub-partner (under its own by default): a PARTNER login and its
     * partner row. A rate above the parent's is refused: the parent pays its children out of its own share.
     */
    async create(caller: Caller, input: PartnerCreateRequest): Promise<Partner> {
      const scope = await scopeOf(caller);
      const parentId = input.parentId ?? scope;
      const parent = parentId === undefined ? undefined : await visible(caller, parentId);
      if (parent !== undefined && input.shareRate > parent.shareRate)
        throw new PartnerRefusal('PARTNER_RATE_ABOVE_PARENT');
      const username = input.username.toLowerCase();
      const taken = await repos.users.findTaken(caller.siteId, { username, phone: input.phone });
      if (taken.username) throw new PartnerRefusal('USERNAME_DUPLICATE');
      if (taken.phone) throw new PartnerRefusal('PHONE_DUPLICATE');
      if ((await repos.partners.findByCode(caller.siteId, input.code)) !== undefined)
        throw new PartnerRefusal('PARTNER_CODE_DUPLICATE');
      const passwordHash = await hashPassword(input.password);
      const id = await db.tx(async (q) => {
        const userId = await repos.users.insert(
          {
            siteId: caller.siteId,
            username,
            passwordHash,
            name: input.name,
            phone: input.phone,
            role: 'PARTNER',
          },
          q,
        );
        await repos.ledger.openUserAccounts(userId, q);
        return repos.partners.insert(
          {
            siteId: caller.siteId,
            userId,
            code: input.code,
            name: input.name,
            parentId: parent?.id,
            level: parent === undefined ? 1 : parent.level + 1,
            shareRate: input.shareRate,
          },
          q,
        );
      });
      return (await repos.partners.detail(caller.siteId, id))!;
    },

    /**
     * One sharing run: takes the results not yet shared and pays each partner above each referred player its share
     * of what the house won from them, in one transaction (a result is marked shared as it is paid for, so two runs
     * never pay it twice, and a failed run pays nothing and marks nothing). Results the house lost pay nothing.
     */
    async runShares(): Promise<{ runId: number; paid: number }> {
      const { runId, paid } = await db.tx(async (q) => {
        const run = await repos.partnerProfits.newRun(q);
        const payments: Array<{ userId: number; wallet: LedgerWallet }> = [];
        for (const result of await repos.partnerProfits.takeUnshared(q, RUN_LIMIT)) {
          if (result.base > 0n) payments.push(...(await book(run, result, q)));
        }
        return { runId: run, paid: payments };
      });
      const pushed = new Set<string>();
      for (const { userId, wallet } of paid) {
        const key = `${userId}:${wallet}`;
        if (pushed.has(key)) continue;
        pushed.add(key);
        await pushWallet({ repos, realtime }, userId, wallet);
      }
      return { runId, paid: paid.length };
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
