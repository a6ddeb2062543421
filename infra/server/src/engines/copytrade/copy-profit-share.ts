import type { Db, Queryable } from '../../db/db.js';
import type { TimerClock } from '../../market/clock.js';
import type { CopytradeRepository } from '../../repositories/copytrade/copytrade-repository.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { lockAccount } from '../../repositories/ledger/lock-account.js';

export interface CopyProfitSharesDeps {
  db: Pick<Db, 'tx'>;
  repo: CopytradeRepository;
  ledger: Pick<LedgerRepository, 'userAccountId' | 'bookSet'>;
  clock: Pick<TimerClock, 'now'>;
  log?: { error(obj: unknown, msg: string): void };
}

const DAY_MS = 86_400_000;
/** 1970-01-05, the first Monday of the epoch (00:00 UTC). */
const FIRST_MONDAY_MS = 4 * DAY_MS;
const WEEK_MS = 7 * DAY_MS;

/** The weekly cycle `at` falls in, by its Monday (00:00 UTC, Binance's cycle): YYYY-MM-DD. */
export function weekOf(at: number): string {
  const monday = FIRST_MONDAY_MS + Math.floor((at - FIRST_MONDAY_MS) / WEEK_MS) * WEEK_MS;
  return new Date(monday).toISOString().slice(0, 10);
}

/** The period of the settlement a follow's end makes. */
export const END_PERIOD = 'END';

/**
 * A lead trader's profit share (docs/copytrade.md "Profit share"): the share a follow took when it began, of its
 * realized profit after fees, above what it has paid before (a high-water mark: nothing on losses, nothing twice),
 * paid from the follower's FUTURES wallet to the trader's through the ledger. Settled when the follow ends and by the
 * weekly cycle, which the futures leader runs; once per follow and period (the row and the transfer key name both).
 */
export class CopyProfitShares {
  /** The weekly period this instance last saw done (so the leader's poll asks the database once a week). */
  private doneWeek: string | undefined;

  constructor(private readonly deps: CopyProfitSharesDeps) {}

  /**
   * In the caller's transaction, which holds the follower's FUTURES account lock and read its `balance`: settles
   * the follow for `period`. Answers what was paid (at most the balance; what it could not pay stays owed).
   */
  async settleIn(q: Queryable, followId: number, period: string, balance: bigint): Promise<bigint> {
    const { repo } = this.deps;
    const follow = await repo.lockFollow(q, followId);
    if (follow === undefined || follow.profitSharePer === 0) return 0n;
    const owed = (follow.pnl * BigInt(follow.profitSharePer)) / 100n - follow.profitShared;
    const amount = owed < balance ? owed : balance;
    if (amount <= 0n) return 0n;
    const booked = await repo.insertProfitShare(q, {
      followerId: follow.id,
      traderId: follow.traderId,
      period,
      pnl: follow.pnl,
      sharePer: follow.profitSharePer,
      amount,
      at: this.deps.clock.now(),
    });
    if (booked === undefined) return 0n;
    const trader = (await repo.trader(follow.traderId, q))!;
    const [from, to] = await Promise.all([
      this.deps.ledger.userAccountId(follow.userId, 'FUTURES', q),
      this.deps.ledger.userAccountId(trader.userId, 'FUTURES', q),
    ]);
    await this.deps.ledger.bookSet(q, [
      {
        idempotencyKey: `copytrade:share:${follow.id}:${period}`,
        debitAccountId: from,
        creditAccountId: to,
        asset: 'USDT',
        amount,
        code: 'COPYTRADE_PROFIT_SHARE',
      },
    ]);
    return amount;
  }

  /** A follow's settlement for `period` in its own transaction, under the follower's account lock. */
  async settle(followId: number, period: string): Promise<bigint> {
    const follow = await this.deps.repo.follow(followId);
    if (follow === undefined) return 0n;
    const account = await this.deps.ledger.userAccountId(follow.userId, 'FUTURES');
    return this.deps.db.tx(async (q) => this.settleIn(q, followId, period, await lockAccount(q, account)));
  }

  /**
   * The weekly cycle (the futures leader's poll): once a new week has begun, every follow with a profit share and
   * no copied position open (Binance settles a portfolio weekly only then) is settled for it. A follow that fails
   * is logged and the week is tried again on the next poll; those done are not paid twice.
   */
  async runDue(): Promise<void> {
    const { repo } = this.deps;
    const period = weekOf(this.deps.clock.now());
    if (this.doneWeek === period) return;
    if (!(await repo.shareRunDone(period))) {
      let failed = false;
      for (const id of await repo.followsToSettle()) {
        try {
          await this.settle(id, period);
        } catch (error) {
          failed = true;
          this.deps.log?.error({ err: error, followId: id, period }, 'copy trading: a profit share failed');
        }
      }
      if (failed) return;
      await repo.markShareRun(period);
    }
    this.doneWeek = period;
  }
}
