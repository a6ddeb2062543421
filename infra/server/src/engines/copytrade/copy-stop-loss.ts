import type { Db } from '../../db/db.js';
import type { TimerClock } from '../../market/clock.js';
import type { Realtime } from '../../realtime/realtime-server.js';
import type { CopytradeRepository, HeldCopy } from '../../repositories/copytrade/copytrade-repository.js';
import type { FollowRow } from '../../repositories/copytrade/copytrade-rows.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { lockAccount } from '../../repositories/ledger/lock-account.js';
import type { FuturesEngine } from '../futures/futures-engine.js';
import { unrealizedPnl, type FuturesTerms } from '../futures/futures-math.js';
import { FuturesPushes } from '../futures/futures-pushes.js';
import type { CopyFollowBook } from './copy-follow-book.js';
import { END_PERIOD, type CopyProfitShares } from './copy-profit-share.js';
import { toCopyFollow } from './copy-views.js';

export interface CopyStopLossDeps {
  db: Pick<Db, 'tx'>;
  repo: CopytradeRepository;
  ledger: Pick<LedgerRepository, 'userAccountId'>;
  futures: Pick<FuturesEngine, 'options' | 'placeOrder'>;
  shares: Pick<CopyProfitShares, 'settleIn'>;
  clock: Pick<TimerClock, 'now'>;
  realtime?: Pick<Realtime, 'publishToUser' | 'broadcast'>;
  log?: { error(obj: unknown, msg: string): void };
  book: Pick<CopyFollowBook, 'change'>;
  /** Tells the other instances that the player's follow changed (they read it again). */
  changed?: (userId: number) => void;
}

/**
 * The follow's loss now: its realized result after fees and its copied positions' unrealized result at the mark,
 * negated (USDT micro-units); undefined while a mark is missing.
 */
export function copyLoss(
  follow: Pick<FollowRow, 'pnl'>,
  held: readonly HeldCopy[],
  markOf: (optionId: number) => { terms: FuturesTerms; mark: number } | undefined,
): bigint | undefined {
  let result = follow.pnl;
  for (const copy of held) {
    const priced = markOf(copy.optionId);
    if (priced === undefined) return undefined;
    const side = copy.side === 'LONG' ? 1n : -1n;
    result += unrealizedPnl(priced.terms, side, copy.qty, copy.entryCost, priced.mark);
  }
  return -result;
}

/**
 * A follower's portfolio stop-loss (docs/copytrade.md "Stop-loss", Binance's portfolio stop loss): when the loss
 * of a follow (`copyLoss`) reaches stopLossPer % of its maxBet, the follow ends (no copy reaches it after), every
 * copied position closes at market, the follow's window closes and its profit share settles, and the follower is
 * told (COPYTRADE_STOP_LOSS). The futures leader checks each poll, at the mark; a stop cut short (a restart) is
 * finished by the next check, since the ended follow's window is still open.
 */
export class CopyStopLoss {
  private readonly pushes: FuturesPushes;

  constructor(private readonly deps: CopyStopLossDeps) {
    this.pushes = new FuturesPushes(deps.realtime);
  }

  async check(): Promise<void> {
    const { options } = this.deps.futures;
    const markOf = (optionId: number) => {
      const terms = options.get(optionId);
      const mark = terms === undefined ? undefined : options.mark(terms.stock);
      return terms === undefined || mark === undefined ? undefined : { terms, mark };
    };
    for (const { follow, held } of await this.deps.repo.stopLossWatch()) {
      try {
        if (follow.status === 'FOLLOWING') {
          const loss = copyLoss(follow, held, markOf);
          if (loss === undefined || loss * 100n < follow.maxBet * BigInt(follow.stopLossPer ?? 101)) continue;
          if (!(await this.endFollow(follow))) continue;
        }
        await this.stop(follow, held);
      } catch (error) {
        this.deps.log?.error({ err: error, followId: follow.id }, 'copy trading: a stop-loss failed');
      }
    }
  }

  private async endFollow(follow: FollowRow): Promise<boolean> {
    const account = await this.deps.ledger.userAccountId(follow.userId, 'FUTURES');
    const ended = await this.deps.book.change(this.deps.db, follow.userId, async (q, set) => {
      await lockAccount(q, account);
      if (!(await this.deps.repo.endFollow(q, follow.id, 'STOP_LOSS', this.deps.clock.now()))) return false;
      set(undefined);
      return true;
    });
    if (ended) this.deps.changed?.(follow.userId);
    return ended;
  }

  /** Closes what the ended follow holds at market, then its window and its profit share; tells the follower. */
  private async stop(follow: FollowRow, held: readonly HeldCopy[]): Promise<void> {
    const { repo } = this.deps;
    for (const copy of held) {
      try {
        await this.deps.futures.placeOrder(follow.userId, {
          futuresOptionId: copy.optionId,
          marketType: 'MARKET',
          tradeType: copy.side === 'LONG' ? 'S' : 'B',
          futuresPositionId: copy.positionId,
        });
      } catch (error) {
        // It stays the follower's, as a copy does after an unfollow (a closed option, a denied account).
        this.deps.log?.error({ err: error, followId: follow.id }, 'copy trading: a stop-loss close failed');
      }
    }
    const account = await this.deps.ledger.userAccountId(follow.userId, 'FUTURES');
    const settled = await this.deps.db.tx(async (q) => {
      const balance = await lockAccount(q, account);
      if (!(await repo.closeWindow(q, follow.id))) return false;
      await this.deps.shares.settleIn(q, follow.id, END_PERIOD, balance);
      return true;
    });
    if (!settled) return;
    const ended = (await repo.follow(follow.id))!;
    this.pushes.copyStopped(
      follow.userId,
      toCopyFollow(ended, (id) => this.deps.futures.options.get(id)),
    );
  }
}
