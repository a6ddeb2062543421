import { toUnits } from '@bx/contracts';
import type { CopyFollowEndReason, CopyFollowRequest } from '@bx/contracts';

import type { Db } from '../../db/db.js';
import type { CopytradeRepository } from '../../repositories/copytrade/copytrade-repository.js';
import type { FollowRow } from '../../repositories/copytrade/copytrade-rows.js';
import type { FuturesRepository } from '../../repositories/futures/futures-repository.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { lockAccount } from '../../repositories/ledger/lock-account.js';
import type { UserRepository } from '../../repositories/user-repository.js';
import type { TimerClock } from '../../market/clock.js';
import type { FuturesEngine } from '../futures/futures-engine.js';
import type { CopyFollowBook } from './copy-follow-book.js';
import { END_PERIOD, type CopyProfitShares } from './copy-profit-share.js';
import { CopyRefusal } from './copy-refusal.js';
import { profitSharePerOf } from './copy-views.js';

export interface CopyFollowsDeps {
  db: Pick<Db, 'tx'>;
  repo: CopytradeRepository;
  futuresRepo: Pick<FuturesRepository, 'openPositions' | 'openOrders'>;
  ledger: Pick<LedgerRepository, 'userAccountId'>;
  users: Pick<UserRepository, 'findById'>;
  futures: Pick<FuturesEngine, 'ofStock'>;
  clock: Pick<TimerClock, 'now'>;
  shares: Pick<CopyProfitShares, 'settleIn'>;
  book: Pick<CopyFollowBook, 'change'>;
  /** Tells the other instances that the player's follow changed (they read it again). */
  changed?: (userId: number) => void;
}

/** The largest multiplier taken: 100 times the trader's size. */
const MAX_MULTIPLY_PER = 10_000;
const MIN_BET = 10_000_000n;

/** A follow's terms checked (spec section 5: multiplier, limits, pairs). */
export interface FollowTerms {
  traderId: number;
  followOptions: number[];
  multiplyPer: number;
  maxBet: bigint;
  oneMaxBet: bigint;
  stopLossPer: number | null;
}

/** A whole percent from `min` to `max` as clients send it (number or text), or undefined. */
function wholePercent(value: string | number, min: number, max: number): number | undefined {
  const text = String(value).trim();
  return /^\d{1,6}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined;
}

export function readFollowTerms(
  request: CopyFollowRequest,
  optionOf: (stock: string) => { id: number } | undefined,
): FollowTerms {
  const multiplyPer = wholePercent(request.multiplyPer, 0, MAX_MULTIPLY_PER);
  if (multiplyPer === undefined) throw new CopyRefusal('FOLLOW_MULTIPLY_INVALID');
  const bet = (value: string | number) => {
    try {
      return toUnits(String(value), 6);
    } catch {
      throw new CopyRefusal('FOLLOW_BET_TOO_SMALL');
    }
  };
  const maxBet = bet(request.maxBet);
  const oneMaxBet = bet(request.oneMaxBet);
  if (maxBet < MIN_BET || oneMaxBet < MIN_BET) throw new CopyRefusal('FOLLOW_BET_TOO_SMALL');
  if (maxBet <= oneMaxBet) throw new CopyRefusal('FOLLOW_MAX_BET_NOT_ABOVE');
  const stocks = (Array.isArray(request.followStock) ? request.followStock : request.followStock.split(','))
    .map((stock) => stock.trim())
    .filter((stock) => stock !== '');
  const options = new Set<number>();
  for (const stock of stocks) {
    const option = optionOf(stock);
    if (option === undefined) throw new CopyRefusal('FOLLOW_PAIRS_REQUIRED');
    options.add(option.id);
  }
  if (options.size === 0) throw new CopyRefusal('FOLLOW_PAIRS_REQUIRED');
  let stopLossPer: number | null = null;
  if (request.stopLossPer !== undefined && request.stopLossPer !== null) {
    const per = wholePercent(request.stopLossPer, 1, 100);
    if (per === undefined) throw new CopyRefusal('FOLLOW_STOP_LOSS_INVALID');
    stopLossPer = per;
  }
  return {
    traderId: request.traderId,
    followOptions: [...options],
    multiplyPer,
    maxBet,
    oneMaxBet,
    stopLossPer,
  };
}

/**
 * Follow, unfollow, and a trader's removal of a follower (spec "Copy trade"; trading-rules "Copy trading"). A follow
 * books under the follower's FUTURES account lock (so no futures order of theirs lands in between) and the trader's
 * profile lock (so the quota counts every follow of the moment).
 */
export class CopyFollows {
  constructor(private readonly deps: CopyFollowsDeps) {}

  async follow(userId: number, siteId: number, request: CopyFollowRequest): Promise<FollowRow> {
    const { repo } = this.deps;
    const user = await this.deps.users.findById(userId);
    if (user === undefined) throw new CopyRefusal('USER_NOT_FOUND');
    if (user.status === 'DENY') throw new CopyRefusal('ACCOUNT_DENIED');
    if (user.role === 'TRADER') throw new CopyRefusal('TRADER_CANNOT_FOLLOW');
    if (user.role !== 'PLAYER') throw new CopyRefusal('NO_PERMISSION');
    const terms = readFollowTerms(request, (stock) => this.deps.futures.ofStock(stock));
    const found = await repo.trader(terms.traderId);
    if (found === undefined || found.siteId !== siteId) throw new CopyRefusal('TRADER_NOT_FOUND');
    const account = await this.deps.ledger.userAccountId(userId, 'FUTURES');
    const id = await this.deps.book.change(this.deps.db, userId, async (q, set) => {
      const balance = await lockAccount(q, account);
      await repo.lockTrader(q, terms.traderId);
      if ((await repo.followedOptions(userId, q)) !== undefined) throw new CopyRefusal('ALREADY_FOLLOWING');
      const trader = (await repo.trader(terms.traderId, q))!;
      if (!trader.isActive) throw new CopyRefusal('TRADER_NOT_ACCEPTING');
      if (trader.isLiquidated) throw new CopyRefusal('TRADER_LIQUIDATED');
      if ((await repo.countFollowers(q, trader.id)) >= trader.maxFollowers) {
        throw new CopyRefusal('FOLLOWER_QUOTA_EXCEEDED');
      }
      // Open positions, or resting orders that could open one: the copied pairs must start from copies alone.
      const [positions, orders] = await Promise.all([
        this.deps.futuresRepo.openPositions({ userId }, q),
        this.deps.futuresRepo.openOrders({ userId }, q),
      ]);
      if (positions.length > 0 || orders.some((order) => !order.reduceOnly)) {
        throw new CopyRefusal('FOLLOW_WITH_OPEN_POSITION');
      }
      if (balance < trader.minBalance) throw new CopyRefusal('FOLLOW_INSUFFICIENT_BALANCE');
      // The trader's share as it stands now binds this follow; a later change applies to follows after it.
      const followId = await repo.insertFollow(q, {
        ...terms,
        userId,
        profitSharePer: profitSharePerOf(trader),
      });
      set(new Set(terms.followOptions));
      return followId;
    });
    this.deps.changed?.(userId);
    return (await repo.follow(id))!;
  }

  /**
   * The follower stops copying; the positions copies opened stay theirs. The follow's window closes and its profit
   * share settles with it, under the follower's FUTURES account lock.
   */
  async unfollow(userId: number): Promise<FollowRow> {
    const follow = await this.deps.repo.activeFollow(userId);
    if (follow === undefined) throw new CopyRefusal('FOLLOWER_NOT_FOUND');
    await this.end(follow, 'UNFOLLOW', () => new CopyRefusal('FOLLOWER_NOT_FOUND'));
    return (await this.deps.repo.follow(follow.id))!;
  }

  /** A trader removes one of their followers (settled as an unfollow). */
  async removeFollower(traderUserId: number, traderFollowerId: number): Promise<FollowRow> {
    const { repo } = this.deps;
    const trader = await repo.traderOfUser(traderUserId);
    if (trader === undefined) throw new CopyRefusal('NO_PERMISSION');
    const follow = await repo.follow(traderFollowerId);
    if (follow === undefined || follow.traderId !== trader.id || follow.status !== 'FOLLOWING') {
      throw new CopyRefusal('FOLLOWER_NOT_FOUND');
    }
    await this.end(follow, 'REMOVED', () => new CopyRefusal('FOLLOWER_NOT_FOUND'));
    return (await repo.follow(follow.id))!;
  }

  /**
   * Ends a follow now, in one transaction under its follower's FUTURES account lock: the end, its window (the
   * follower's fills so far) and its last profit share. `gone` is thrown when it had ended meanwhile.
   */
  async end(follow: FollowRow, reason: CopyFollowEndReason, gone: () => Error): Promise<void> {
    const { repo } = this.deps;
    const account = await this.deps.ledger.userAccountId(follow.userId, 'FUTURES');
    await this.deps.book.change(this.deps.db, follow.userId, async (q, set) => {
      const balance = await lockAccount(q, account);
      if (!(await repo.endFollow(q, follow.id, reason, this.deps.clock.now()))) throw gone();
      await repo.closeWindow(q, follow.id);
      await this.deps.shares.settleIn(q, follow.id, END_PERIOD, balance);
      set(undefined);
    });
    this.deps.changed?.(follow.userId);
  }
}
