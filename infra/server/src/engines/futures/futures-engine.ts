import type {
  FuturesCross,
  FuturesLeverage,
  FuturesMarginRequest,
  FuturesMarginType,
  FuturesOrder,
  FuturesOrderRequest,
  FuturesPosition,
  FuturesQtyPer,
  FuturesTpslRequest,
} from '@bx/contracts';
import type { UserRole } from '@bx/contracts';

import type { BusTick } from '../../market/price-bus.js';
import type { FuturesOrderRow } from '../../repositories/futures/futures-rows.js';
import { BookEngine, tradingRole } from '../book-engine.js';
import { BatchedCalls } from '../order-core/batched-calls.js';
import type { OrderClaim } from '../order-claim.js';
import { afterMany, orderView, positionViewNow, type Change } from './futures-after.js';
import { readBatchState, type FuturesBatchState } from './futures-batch.js';
import { cancelChanges, cancelIn } from './futures-cancel.js';
import {
  held,
  instrument,
  lockedIn,
  type FuturesContext,
  type FuturesEngineOptions,
} from './futures-context.js';
import { copyIntake, type CopyPlacement, type FuturesCopyHooks } from './futures-copy.js';
import { FuturesBook } from './futures-book.js';
import { FuturesAccountLocks } from './futures-fill.js';
import { readIntake } from './futures-intake.js';
import { FuturesLeader } from './futures-leader.js';
import { adjustMarginIn, leverageIn, marginTypeIn } from './futures-margin.js';
import type { FuturesTerms } from './futures-math.js';
import { FuturesOptions } from './futures-options.js';
import { PendingFills } from './futures-pending.js';
import type { Once } from './futures-once.js';
import { placeIn, type Placing } from './futures-place.js';
import { FuturesPushes } from './futures-pushes.js';
import * as queries from './futures-queries.js';
import { FuturesRefusal } from './futures-refusal.js';
import { quickPlace } from './futures-quick.js';
import { tpslIn } from './futures-tpsl.js';
import { fire } from './futures-triggers.js';
import { PERP, toFuturesLeverage } from './futures-views.js';

export type { FuturesEngineOptions } from './futures-context.js';

/** How long an instance reuses the options' terms it read: another instance's operator change shows within this. */
const OPTIONS_REUSE_MS = 1_000;

/**
 * The perpetual futures engine (docs/futures.md), a facade over its modules: order placement and the risk check
 * (futures-place.ts), fills (futures-fill-in.ts, futures-fill.ts), cancels, TP/SL and margin changes
 * (futures-cancel.ts, futures-tpsl.ts, futures-margin.ts), triggers and liquidation (futures-triggers.ts), the
 * leader's book and poll (futures-leader.ts) and what follows a commit (futures-after.ts). Calls work on any
 * instance, each group-committed (order-core/batched-calls.ts, docs/engine-core.md): orders, closes, cancels,
 * TP/SL, leverage, margin type and margin changes. The leader (`start()`) keeps the open
 * book in memory and fires the triggers each tick crossed. Changes run one at a time on this instance, so a
 * trigger and a call never race over a position here; the row guards (`WHERE status = 'OPEN'`, the player's
 * account lock) keep other instances' calls apart.
 */
export class FuturesEngine extends BookEngine {
  readonly options: FuturesOptions;
  private readonly ctx: FuturesContext;
  private readonly leader: FuturesLeader;
  private optionsReadAt = Number.NEGATIVE_INFINITY;
  private optionsReading: Promise<void> | undefined;
  /** Players' calls, written a batch per transaction (group commit). */
  private readonly calls: BatchedCalls<FuturesBatchState, Change>;
  /** The batch's market orders decided in memory, written by its flush (futures-quick.ts). */
  private readonly pending = new PendingFills();

  constructor(private readonly deps: FuturesEngineOptions) {
    super({ bus: deps.market.bus, clock: deps.clock, log: deps.log, pollMs: deps.pollMs, name: 'futures' });
    this.options = new FuturesOptions(deps.market.bus);
    this.ctx = {
      deps,
      options: this.options,
      book: new FuturesBook(this.options),
      pushes: new FuturesPushes(deps.realtime),
      locks: new FuturesAccountLocks(deps.ledger),
      copy: undefined,
      leading: () => this.leading,
    };
    this.leader = new FuturesLeader(this.ctx, deps.fundingIntervalMs ?? 8 * 3_600_000);
    this.calls = new BatchedCalls<FuturesBatchState, Change>({
      db: deps.db,
      schedule: (turn) => this.run(turn),
      read: async (q, userIds) => {
        this.pending.clear();
        const states = await readBatchState(
          { ...deps, locks: this.ctx.locks, copy: this.ctx.copy },
          q,
          userIds,
        );
        await this.pending.once.read(q, this.ctx.copy, userIds);
        return states;
      },
      flush: (q) => this.pending.flush(this.ctx, q),
      committed: (done) => afterMany(this.ctx, done),
      log: deps.log,
    });
  }

  /** Copy trading's hooks (src/plugins/copytrade.ts): trader fills recorded and mirrored, followers' rules. */
  useCopyTrading(hooks: FuturesCopyHooks): void {
    this.ctx.copy = hooks;
  }

  /** Reads the options' terms (on start, and after an operator changed them). */
  async loadOptions(): Promise<void> {
    this.options.load(await this.deps.repo.options());
    this.optionsReadAt = Date.now();
    await this.ctx.locks.prepare();
  }

  /**
   * Reads the options' terms again when this instance's copy is older than a second (the option lists and new
   * orders ask first), so an operator's change made on another instance shows here within a second.
   */
  async freshOptions(): Promise<void> {
    if (Date.now() - this.optionsReadAt < OPTIONS_REUSE_MS) return;
    this.optionsReading ??= this.deps.repo
      .options()
      .then((records) => {
        this.options.load(records);
        this.optionsReadAt = Date.now();
      })
      .finally(() => {
        this.optionsReading = undefined;
      });
    await this.optionsReading;
  }

  // ---- views

  instrument(optionId: number): FuturesTerms {
    return instrument(this.ctx, optionId);
  }

  ofStock(stock: string): FuturesTerms | undefined {
    return this.options.ofStock(stock.endsWith(PERP) ? stock.slice(0, -PERP.length) : stock);
  }

  nextFundingTime(): number {
    return this.leader.nextFundingTime();
  }

  orderView(row: FuturesOrderRow): FuturesOrder {
    return orderView(this.ctx, row);
  }

  openPositions(userId: number, optionId?: number): Promise<FuturesPosition[]> {
    return queries.openPositions(this.ctx, userId, optionId);
  }

  cross(userId: number): Promise<FuturesCross> {
    return queries.crossOf(this.ctx, userId);
  }

  leverageOf(userId: number, optionId: number): Promise<FuturesLeverage> {
    return queries.leverageOf(this.ctx, userId, optionId);
  }

  qtyPer(userId: number, optionId: number, leverage: number): Promise<FuturesQtyPer> {
    return queries.qtyPer(this.ctx, userId, optionId, leverage);
  }

  // ---- calls

  /** `claim` books the caller's Idempotency-Key with the order (routes/api/keyed-order.ts). */
  async placeOrder(userId: number, request: FuturesOrderRequest, claim?: OrderClaim): Promise<FuturesOrder> {
    const role = await this.checkPlayer(userId);
    await this.freshOptions();
    const terms = held(this.ctx, request.futuresOptionId);
    const intake = readIntake(terms, request);
    // Stopped, or switched off: only orders that reduce a position (an option switched off is not found else).
    if (!terms.isPlay && !intake.reduceOnly) throw new FuturesRefusal('OPTION_NOT_FOUND');
    if (terms.isStop && !intake.reduceOnly) throw new FuturesRefusal('OPTION_STOPPED');
    // Copy trading (trading-rules "Copy trading"): a trader only opens longs and sets no TP/SL; a follower's
    // copied pairs take only orders that reduce.
    if (role === 'TRADER') {
      if (intake.takeProfit !== null || intake.stopLoss !== null)
        throw new FuturesRefusal('TRADER_TPSL_REFUSED');
      if (intake.side === -1n && !intake.reduceOnly) throw new FuturesRefusal('TRADER_SELL_REFUSED');
    }
    const order = await this.placeBatched({ userId, terms, intake, claim });
    return this.orderView(order);
  }

  /**
   * A new order in the next batch: decided in memory when it can be (futures-quick.ts), else in its savepoint. Its
   * Idempotency-Key or copy waits with it, so the batch reads whether it is made already (futures-once.ts).
   */
  private async placeBatched(placing: Placing): Promise<FuturesOrderRow> {
    const key = placing.claim?.key;
    const once: Once | undefined = key !== undefined ? { key } : placing.copy && { copy: placing.copy.once };
    const done = once && this.pending.once.wait(placing.userId, once);
    try {
      return await this.calls.call(
        placing.userId,
        async (q, state) => {
          const placed = await placeIn(this.ctx, q, placing, state);
          if (once !== undefined) this.pending.once.madeBy(once);
          return { changes: placed.changes, answer: placed.order };
        },
        async (state) => {
          const placed = await quickPlace(this.ctx, this.pending, placing, state);
          return placed && { changes: placed.changes, answer: placed.order };
        },
      );
    } finally {
      done?.();
    }
  }

  /**
   * Followers' mirrored market orders of one trader fill (copy trading), all submitted at once to the batches new
   * orders go in (group commit): sized under each follower's account lock in their batch, together, in memory as
   * any market order (futures-quick.ts), their records booked by the batch's flush in one statement; a refusal
   * skips that follower only. `settled` hears each outcome once its batch committed. The mirror read its
   * followers with their status and role: only players who may trade get here.
   */
  async placeCopies<T>(
    items: readonly T[],
    placement: (item: T) => { userId: number; copy: CopyPlacement },
    settled: (item: T, outcome: { order: FuturesOrder } | { error: unknown }) => Promise<void>,
  ): Promise<void> {
    await Promise.all(
      items.map(async (item) => {
        const { userId, copy } = placement(item);
        let outcome: { order: FuturesOrder } | { error: unknown };
        try {
          const terms = this.instrument(copy.optionId);
          if (terms.isStop && !copy.reduceOnly) throw new FuturesRefusal('OPTION_STOPPED');
          const order = await this.placeBatched({ userId, terms, intake: copyIntake(copy), copy });
          outcome = { order: this.orderView(order) };
        } catch (error) {
          outcome = { error };
        }
        try {
          await settled(item, outcome);
        } catch (error) {
          this.deps.log?.error({ err: error, userId }, 'copy trading: telling a copy failed');
        }
      }),
    );
  }

  async cancelOrder(userId: number, orderId: number): Promise<FuturesOrder> {
    await this.checkPlayer(userId);
    const [cancelled] = await this.cancel(userId, (row) => row.id === orderId);
    if (cancelled === undefined) throw new FuturesRefusal('ORDER_NOT_FOUND');
    return this.orderView(cancelled);
  }

  async cancelAll(userId: number, optionId?: number): Promise<FuturesOrder[]> {
    await this.checkPlayer(userId);
    if (optionId !== undefined) held(this.ctx, optionId);
    const rows = await this.cancel(userId, (row) => optionId === undefined || row.optionId === optionId);
    return rows.map((row) => this.orderView(row));
  }

  /** Sets, moves or removes the position's take-profit and stop-loss (POST order/tpsl). */
  async setTpsl(userId: number, request: FuturesTpslRequest): Promise<FuturesPosition> {
    if ((await this.checkPlayer(userId)) === 'TRADER') throw new FuturesRefusal('TRADER_TPSL_REFUSED');
    const position = await this.calls.call(userId, async (q, state) => {
      await lockedIn(this.ctx, q, userId, state);
      const set = await tpslIn(this.ctx, q, userId, request);
      return { changes: set.changes, answer: set.position };
    });
    return positionViewNow(this.ctx, position);
  }

  /** POST order/leverage: Binance's rules (engine.md 1.10). */
  async setLeverage(userId: number, optionId: number, leverage: number): Promise<FuturesLeverage> {
    await this.checkPlayer(userId);
    const terms = this.instrument(optionId);
    if (!Number.isInteger(leverage) || leverage < 1 || leverage > terms.maxLeverage) {
      throw new FuturesRefusal('LEVERAGE_OUT_OF_RANGE');
    }
    return this.calls.call(userId, async (q, state) => {
      const accounts = await lockedIn(this.ctx, q, userId, state);
      const { setting, changed } = await leverageIn(this.ctx, q, accounts, userId, terms, leverage);
      const view = toFuturesLeverage(terms, setting);
      const changes: Change[] = [{ leverage: view }];
      if (changed !== undefined) changes.push({ position: changed, type: 'POSITION_UPDATE' });
      return { changes, answer: view };
    });
  }

  /** POST order/margin_type: only with no open order or position of the option (engine.md 1.11). */
  async setMarginType(
    userId: number,
    optionId: number,
    marginType: FuturesMarginType,
  ): Promise<FuturesLeverage> {
    await this.checkPlayer(userId);
    const terms = this.instrument(optionId);
    const setting = await this.calls.call(userId, async (q, state) => {
      await lockedIn(this.ctx, q, userId, state);
      // Nothing for the book: the setting is pushed alone, below.
      return { changes: undefined, answer: await marginTypeIn(this.ctx, q, userId, terms, marginType) };
    });
    const view = toFuturesLeverage(terms, setting);
    this.ctx.pushes.leverage(userId, view);
    return view;
  }

  /** POST order/margin: adds USDT to an isolated position, or takes back what its initial margin does not need. */
  async adjustMargin(userId: number, request: FuturesMarginRequest): Promise<FuturesPosition> {
    await this.checkPlayer(userId);
    const position = await this.calls.call(userId, async (q, state) => {
      const accounts = await lockedIn(this.ctx, q, userId, state);
      const changed = await adjustMarginIn(this.ctx, q, accounts, userId, request);
      return { changes: [{ position: changed, type: 'POSITION_UPDATE' as const }], answer: changed };
    });
    return positionViewNow(this.ctx, position);
  }

  // ---- leader (BookEngine's hooks)

  protected async rebuild(): Promise<void> {
    await this.loadOptions();
    await this.leader.rebuild();
  }

  protected override started(): Promise<void> {
    return this.leader.fundIfDue();
  }

  protected clear(): void {
    this.ctx.book.clear();
  }

  protected onTick(tick: BusTick): void {
    for (const trigger of this.leader.crossed(tick))
      this.queueTrigger(() => fire(this.ctx, trigger), trigger);
  }

  protected async poll(): Promise<void> {
    if (this.leading) await this.leader.poll();
  }

  // ----

  /** Cancels the player's open orders `which` picks, in a batch (their held margins go back). */
  private cancel(userId: number, which: (row: FuturesOrderRow) => boolean): Promise<FuturesOrderRow[]> {
    return this.calls.call(userId, async (q, state) => {
      const accounts = await lockedIn(this.ctx, q, userId, state);
      const rows = await cancelIn(this.ctx, q, accounts, userId, which, null);
      return { changes: cancelChanges(rows), answer: rows };
    });
  }

  private async checkPlayer(userId: number): Promise<UserRole> {
    const checked = await tradingRole(this.deps.users, userId);
    if ('refusal' in checked) throw new FuturesRefusal(checked.refusal);
    return checked.role;
  }
}
