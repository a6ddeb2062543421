import type { CopyRecordKind } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Realtime } from '../../realtime/realtime-server.js';
import type { CopytradeRepository } from '../../repositories/copytrade/copytrade-repository.js';
import type { CopyRow, FillRow, MirrorTarget, NewCopy } from '../../repositories/copytrade/copytrade-rows.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { CopyUnmade, type CopyPlacement, type FuturesCopyHooks } from '../futures/futures-copy.js';
import type { FuturesEngine } from '../futures/futures-engine.js';
import type { FuturesFillResult } from '../futures/futures-fill.js';
import { initialMargin, notional, type FuturesTerms } from '../futures/futures-math.js';
import { FuturesPushes } from '../futures/futures-pushes.js';
import { FuturesRefusal } from '../futures/futures-refusal.js';
import { copyCloseSize, copyOpenSize } from './copy-sizing.js';
import { toCopyRecord } from './copy-views.js';

export interface CopyMirrorDeps {
  repo: CopytradeRepository;
  futures: FuturesEngine;
  realtime?: Pick<Realtime, 'publishToUser' | 'broadcast'>;
  log?: { error(obj: unknown, msg: string): void };
}

/** How old an unmirrored fill must be before the leader's sweep takes it (its own instance had the time to). */
const SWEEP_AGE_S = 10;
/** Mirror runs of one fill before the sweep leaves it (logged) rather than try every second for ever. */
const MAX_ATTEMPTS = 5;

/**
 * Mirrors traders' fills into their followers' FUTURES accounts (trading-rules "Copy trading", docs/copytrade.md).
 * A trader's fill is recorded in its own transaction (`recordFill`); once committed it is mirrored here: every
 * follower's copy goes to the engine's order batches at once (FuturesEngine.placeCopies), each in a savepoint of
 * its batch, so a follower who cannot copy is skipped and told, and never holds up the trader or the others. Copies are unique per trader order and follow, so a fill
 * mirrored twice (a restart, the leader's sweep) copies once.
 */
export class CopyMirror implements Pick<FuturesCopyHooks, 'recordFill' | 'mirror' | 'sweep'> {
  /** Trader user id -> trader id (copytrade_trader), refreshed by `refreshTraders`. */
  private readonly traders = new Map<number, number>();
  private readonly pushes: FuturesPushes;
  private tail: Promise<unknown> = Promise.resolve();
  /** Fills queued or being mirrored here: the sweep does not queue them again. */
  private readonly queued = new Set<number>();

  constructor(private readonly deps: CopyMirrorDeps) {
    this.pushes = new FuturesPushes(deps.realtime);
  }

  /** Gives every TRADER a profile and remembers who trades as one. */
  async refreshTraders(): Promise<void> {
    for (const { id, userId } of await this.deps.repo.syncTraders()) this.traders.set(userId, id);
  }

  async recordFill(
    q: Queryable,
    {
      result,
      before,
      terms,
    }: { result: FuturesFillResult; before: FuturesPositionRow | undefined; terms: FuturesTerms },
  ): Promise<boolean> {
    const traderId = this.traders.get(result.order.userId);
    if (traderId === undefined) return false;
    const { order } = result;
    const price = order.filledPrice!;
    const side = order.tradeType === 'B' ? 'LONG' : 'SHORT';
    const closed = before !== undefined && before.side !== side ? min(order.qty, before.qty) : 0n;
    const held = result.changed?.row ?? result.closed ?? before;
    const leverage = held?.leverage ?? order.leverage;
    const kind: CopyRecordKind = closed > 0n ? 'CLOSE' : 'OPEN';
    const isLiquidation = order.marketType === 'LIQUIDATION';
    await this.deps.repo.insertFill(q, {
      orderId: order.id,
      traderId,
      optionId: order.optionId,
      kind,
      tradeType: order.tradeType,
      qty: kind === 'CLOSE' ? closed : order.qty,
      positionQty: before?.qty ?? 0n,
      price,
      leverage,
      marginType: held?.marginType ?? order.marginType,
      margin: kind === 'OPEN' ? initialMargin(notional(terms, order.qty, price), leverage) : 0n,
      pnl: (order.realizedPnl ?? 0n) - order.fee,
      isLiquidation,
    });
    if (isLiquidation || kind === 'OPEN') await this.deps.repo.setLiquidated(q, traderId, isLiquidation);
    return true;
  }

  mirror(orderId: number): void {
    this.enqueue(orderId);
  }

  /** The leader's catch-up: fills an instance recorded and did not mirror (it stopped, or failed). */
  async sweep(olderThanS = SWEEP_AGE_S): Promise<void> {
    for (const fill of await this.deps.repo.unmirroredFills(olderThanS, MAX_ATTEMPTS))
      this.enqueue(fill.orderId);
  }

  /** Resolves once every mirror queued so far is done (tests, benches, shutdown). */
  async idle(): Promise<void> {
    let seen: Promise<unknown> | undefined;
    while (seen !== this.tail) {
      seen = this.tail;
      await seen;
    }
  }

  /**
   * Fills mirror one after another, in the trader's order: before a fill, every earlier fill of its trader still
   * unmirrored (its instance crashed, or a follower failed) is mirrored first, so a close never overtakes its open
   * and no fill is left behind by a later one. A fill that leaves followers to retry holds the later ones back until
   * the sweep has mirrored it (or given up on it).
   */
  private enqueue(orderId: number): void {
    if (this.queued.has(orderId)) return;
    this.queued.add(orderId);
    this.tail = this.tail
      .then(async () => {
        // Read when its turn comes: another run may have mirrored it meanwhile.
        const fill = await this.deps.repo.unmirroredFill(orderId);
        if (fill === undefined) return;
        for (const next of await this.deps.repo.unmirroredFillsUpTo(fill.traderId, orderId, MAX_ATTEMPTS)) {
          if (!(await this.mirrorFill(next))) break;
        }
      })
      .catch((error: unknown) => this.deps.log?.error({ err: error }, 'copy trading: a mirror failed'))
      .finally(() => this.queued.delete(orderId));
  }

  /** Copies one fill to its followers; answers whether every one of them is done with it. */
  private async mirrorFill(fill: FillRow): Promise<boolean> {
    const terms = this.deps.futures.options.get(fill.optionId);
    if (terms === undefined) {
      await this.deps.repo.endMirror(fill.orderId, true);
      return true;
    }
    const targets = await this.deps.repo.mirrorTargets(fill.traderId, fill.optionId, fill.createdAt);
    const copied = await this.deps.repo.copied(
      fill.orderId,
      targets.map((target) => target.id),
    );
    let complete = true;
    const records = new Map<number, CopyRow>();
    await this.deps.futures.placeCopies(
      targets.filter((target) => !copied.has(target.id)),
      (target) => ({ userId: target.userId, copy: this.placement(fill, target, terms, records) }),
      async (target, outcome) => {
        const record =
          'error' in outcome ? await this.skipped(fill, target, outcome.error) : records.get(target.id);
        if (record === null) complete = false;
        else if (record !== undefined) {
          this.pushes.copy(
            target.userId,
            fill.kind === 'CLOSE' ? 'COPYTRADE_CLOSE' : 'COPYTRADE_OPEN',
            toCopyRecord(record, terms, target.lang),
          );
        }
      },
    );
    // A follower who failed unexpectedly is tried again by the sweep; the others are not copied twice.
    await this.deps.repo.endMirror(fill.orderId, complete);
    if (!complete)
      this.deps.log?.error({ orderId: fill.orderId }, 'copy trading: a fill left followers to retry');
    return complete;
  }

  private copyOf(fill: FillRow, target: MirrorTarget) {
    return {
      followerId: target.id,
      userId: target.userId,
      traderOrderId: fill.orderId,
      optionId: fill.optionId,
      kind: fill.kind,
      traderQty: fill.qty,
    };
  }

  /**
   * Books a copy's record; `fee` is its order's (the record reads it from the order). An opening copy (or its skip)
   * is booked only while its follow lasts (a filled one's `q` holds the follower's account lock): one whose follow a
   * stop-loss ended, here or on
   * another instance, after the mirror read its followers is not made. The database says so, not the follows this
   * instance keeps in memory: a follow another instance began a moment ago may not have reached them yet.
   */
  private async book(fill: FillRow, target: MirrorTarget, copy: NewCopy, fee: bigint, q?: Queryable) {
    const booked = await this.deps.repo.insertCopy(copy, q, copy.kind === 'OPEN');
    return booked && { ...copy, ...booked, fee, traderId: fill.traderId, traderName: target.traderName };
  }

  /** The follower's order: sized under their lock, its record booked with it (into `records`). */
  private placement(
    fill: FillRow,
    target: MirrorTarget,
    terms: FuturesTerms,
    records: Map<number, CopyRow>,
  ): CopyPlacement {
    const closing = fill.kind === 'CLOSE';
    const filled = (order: FuturesOrderRow): NewCopy => ({
      ...this.copyOf(fill, target),
      followerOrderId: order.id,
      status: 'FILLED',
      skipReason: null,
      qty: order.qty,
      price: order.filledPrice!,
      margin: closing ? 0n : initialMargin(notional(terms, order.qty, order.filledPrice!), order.leverage),
      realizedPnl: order.realizedPnl,
    });
    return {
      optionId: fill.optionId,
      tradeType: fill.tradeType,
      reduceOnly: closing,
      size: ({ positions, position, price, leverage }) => {
        if (closing) {
          const qty =
            position === undefined || position.side === (fill.tradeType === 'B' ? 'LONG' : 'SHORT')
              ? 0n
              : copyCloseSize(terms, position.qty, { closed: fill.qty, before: fill.positionQty });
          if (qty === 0n) throw new FuturesRefusal('REDUCE_ONLY_REJECTED');
          return qty;
        }
        const usedBet = positions
          .filter((row) => target.followOptions.includes(row.optionId))
          .reduce((sum, row) => sum + row.margin, 0n);
        const size = copyOpenSize(terms, target, { traderQty: fill.qty, price, leverage, usedBet });
        if ('skip' in size) throw new FuturesRefusal(size.skip);
        return size.qty;
      },
      record: async (q, order) => {
        const record = await this.book(fill, target, filled(order), order.fee, q);
        if (record === undefined) throw new CopyUnmade();
        records.set(target.id, record);
      },
      once: { followerId: target.id, traderOrderId: fill.orderId, opening: !closing },
      pending: (order) => {
        const copy = filled(order);
        const booked = { ...copy, fee: order.fee, traderId: fill.traderId, traderName: target.traderName };
        return { copy, booked: (row) => records.set(target.id, { ...booked, ...row }) };
      },
    };
  }

  /**
   * A copy that did not book: its SKIPPED record (the follower is told), undefined when there is nothing to tell, or
   * null when it failed unexpectedly (to be tried again).
   */
  private async skipped(
    fill: FillRow,
    target: MirrorTarget,
    error: unknown,
  ): Promise<CopyRow | undefined | null> {
    if (error instanceof CopyUnmade) return undefined;
    if (!(error instanceof DomainError)) {
      this.deps.log?.error({ err: error, follower: target.userId }, 'copy trading: a copy failed');
      return null;
    }
    // A close the follower has nothing for (they closed it, or never copied the open) is not news.
    if (fill.kind === 'CLOSE' && error.code === 'REDUCE_ONLY_REJECTED') return undefined;
    return this.book(
      fill,
      target,
      {
        ...this.copyOf(fill, target),
        followerOrderId: null,
        status: 'SKIPPED',
        skipReason: error.code,
        qty: 0n,
        price: null,
        margin: 0n,
        realizedPnl: null,
      },
      0n,
    );
  }
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
