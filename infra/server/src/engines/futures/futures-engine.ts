import type {
  FuturesCloseReason,
  FuturesCross,
  FuturesLeverage,
  FuturesMarginRequest,
  FuturesMarginType,
  FuturesOrder,
  FuturesOrderEventType,
  FuturesOrderRequest,
  FuturesPosition,
  FuturesPositionEventType,
  FuturesQtyPer,
  FuturesTpslRequest,
} from '@bx/contracts';
import { toUnits, type UserRole } from '@bx/contracts';

import type { Db, Queryable } from '../../db/db.js';
import type { BusTick } from '../../market/price-bus.js';
import type { FuturesRepository, FuturesSetting } from '../../repositories/futures/futures-repository.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { formatPrice } from '../../market/symbols.js';
import { BookEngine, tradingRole, type EngineDeps } from '../book-engine.js';
import { GroupCommit } from '../group-commit.js';
import { readBatchState, type FuturesBatchState } from './futures-batch.js';
import { sideOf, valueAccount, type AccountValue } from './futures-account.js';
import type { OrderClaim } from '../order-claim.js';
import { copyIntake, type CopyPlacement, type FuturesCopyHooks } from './futures-copy.js';
import { FuturesBook, type FuturesBookTrigger } from './futures-book.js';
import {
  bookFuturesFill,
  FuturesAccountLocks,
  type FuturesFillResult,
  type LockedAccounts,
} from './futures-fill.js';
import { runFunding } from './futures-funding.js';
import { checkTpsl, priceOf, readIntake, type FuturesIntake } from './futures-intake.js';
import {
  initialMargin,
  maxNotionalAt,
  notional,
  orderCost,
  qtyForCost,
  type FuturesTerms,
  type Side,
} from './futures-math.js';
import { FuturesOptions } from './futures-options.js';
import { FuturesPushes } from './futures-pushes.js';
import { FuturesRefusal } from './futures-refusal.js';
import {
  PERP,
  qtyText,
  toFuturesCross,
  toFuturesLeverage,
  toFuturesOrder,
  toFuturesPosition,
  usdt,
} from './futures-views.js';

export interface FuturesEngineOptions extends EngineDeps {
  db: Pick<Db, 'tx'>;
  repo: FuturesRepository;
  /** Funding every this many ms of the clock, at multiples of it since the epoch; 8 h. */
  fundingIntervalMs?: number;
  /** How often the leader reads other instances' changes, balances and pushes cross data and prices; 1 s. */
  pollMs?: number;
}

/** A player's leverage and margin type of an option they never set: 20x cross, or the option's maximum if lower. */
const DEFAULT_LEVERAGE = 20;
/** How long an instance reuses the options' terms it read: another instance's operator change shows within this. */
const OPTIONS_REUSE_MS = 1_000;

/** How far back each poll reads written rows: several polls, so a commit that lands late is still seen. */
const CHANGE_WINDOW_S = 5;

/** A player's new order waiting for its batch (group commit). */
interface Placing {
  userId: number;
  terms: FuturesTerms;
  intake: FuturesIntake;
  copy?: CopyPlacement;
  claim?: OrderClaim;
}

interface Placed {
  order: FuturesOrderRow;
  changes: Change[];
}

type Change =
  | { order: FuturesOrderRow; type?: FuturesOrderEventType }
  | { position: FuturesPositionRow; type: FuturesPositionEventType }
  /** A trader's fill recorded for copy trading: mirrored once committed. */
  | { mirror: number };

/**
 * The perpetual futures engine (docs/futures.md). Calls work on any instance: each books its rows and ledger
 * transfers in one transaction. The leader (`start()`) keeps the open book in memory (FuturesBook): each tick fires
 * only the triggers it crossed (resting limits, stops, TP/SL, liquidations, warnings), and a poll every second reads
 * other instances' changes, pushes cross data and prices, and books funding when it is due. Changes run one at a
 * time on this instance, so a trigger and a call never race over a position here; the row guards
 * (`WHERE status = 'OPEN'`, the player's account lock) keep other instances' calls apart.
 */
export class FuturesEngine extends BookEngine {
  readonly options: FuturesOptions;
  private readonly book: FuturesBook;
  private readonly pushes: FuturesPushes;
  private readonly fundingIntervalMs: number;
  private readonly locks: FuturesAccountLocks;
  private readonly moved = new Set<string>();
  private copy: FuturesCopyHooks | undefined;
  private optionsReadAt = Number.NEGATIVE_INFINITY;
  private optionsReading: Promise<void> | undefined;
  /** Players' new orders, written a batch per transaction (group commit). */
  private readonly orders: GroupCommit<Placing, Placed>;
  /** The batch being written: its transaction and what it read for its players' first orders. */
  private batch: { q: Queryable; states: Map<number, FuturesBatchState> } | undefined;

  constructor(private readonly deps: FuturesEngineOptions) {
    super({ bus: deps.market.bus, clock: deps.clock, log: deps.log, pollMs: deps.pollMs, name: 'futures' });
    this.options = new FuturesOptions(deps.market.bus);
    this.book = new FuturesBook(this.options);
    this.pushes = new FuturesPushes(deps.realtime);
    this.fundingIntervalMs = deps.fundingIntervalMs ?? 8 * 3_600_000;
    this.locks = new FuturesAccountLocks(deps.ledger);
    this.orders = new GroupCommit<Placing, Placed>({
      db: deps.db,
      schedule: (turn) => this.run(turn),
      prepare: async (q, jobs) => {
        const userIds = jobs.map((job) => job.userId);
        const states = await readBatchState({ ...this.deps, locks: this.locks, copy: this.copy }, q, userIds);
        this.batch = { q, states };
      },
      step: (q, job) => this.placeIn(q, job),
      committed: (done) => {
        this.batch = undefined;
        return this.afterMany(
          done.map(({ job, result }) => ({ userId: job.userId, changes: result.changes })),
        );
      },
      log: deps.log,
    });
  }

  /** Copy trading's hooks (src/plugins/copytrade.ts): trader fills recorded and mirrored, followers' rules. */
  useCopyTrading(hooks: FuturesCopyHooks): void {
    this.copy = hooks;
  }

  /** Reads the options' terms (on start, and after an operator changed them). */
  async loadOptions(): Promise<void> {
    this.options.load(await this.deps.repo.options());
    this.optionsReadAt = Date.now();
    await this.locks.prepare();
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
    const terms = this.options.get(optionId);
    if (terms === undefined || !terms.isPlay) throw new FuturesRefusal('OPTION_NOT_FOUND');
    return terms;
  }

  /**
   * An option as the positions and orders on it see it, one an operator switched off (isPlay false) included:
   * players still close, reduce, set TP/SL, move margin and cancel there, as the engine still marks, funds and
   * liquidates them.
   */
  private held(optionId: number): FuturesTerms {
    const terms = this.options.get(optionId);
    if (terms === undefined) throw new FuturesRefusal('OPTION_NOT_FOUND');
    return terms;
  }

  ofStock(stock: string): FuturesTerms | undefined {
    return this.options.ofStock(stock.endsWith(PERP) ? stock.slice(0, -PERP.length) : stock);
  }

  nextFundingTime(): number {
    const now = this.deps.clock.now();
    return (Math.floor(now / this.fundingIntervalMs) + 1) * this.fundingIntervalMs;
  }

  orderView(row: FuturesOrderRow): FuturesOrder {
    return toFuturesOrder(row, this.options.get(row.optionId)!);
  }

  /** The player's open positions, valued, with their TP/SL. */
  async openPositions(userId: number, optionId?: number): Promise<FuturesPosition[]> {
    const { value, positions, orders } = await this.readAccount(userId);
    return positions
      .filter((row) => optionId === undefined || row.optionId === optionId)
      .map((row) => this.positionView(row, value, orders));
  }

  async cross(userId: number): Promise<FuturesCross> {
    const { free, value } = await this.readAccount(userId);
    return toFuturesCross(free, value);
  }

  async leverageOf(userId: number, optionId: number): Promise<FuturesLeverage> {
    const terms = this.instrument(optionId);
    return toFuturesLeverage(terms, await this.settingIn(undefined, userId, terms));
  }

  /** What 100 % of the available balance opens at `leverage` (GET order/qty_per). */
  async qtyPer(userId: number, optionId: number, leverage: number): Promise<FuturesQtyPer> {
    const terms = this.instrument(optionId);
    if (leverage < 1 || leverage > terms.maxLeverage) throw new FuturesRefusal('LEVERAGE_OUT_OF_RANGE');
    const { value, positions } = await this.readAccount(userId);
    const last = this.lastOf(terms);
    const prices = { price: last, last, mark: this.markOf(terms) };
    const cap = maxNotionalAt(terms, leverage);
    const held = positions.find((row) => row.optionId === optionId);
    const maxFor = (side: Side) => {
      const byCost = qtyForCost(terms, side, value.available, prices, leverage);
      const same = held !== undefined && sideOf(held) === side ? held.qty : 0n;
      let byCap = cap / (BigInt(last) * terms.scale) - same;
      byCap -= byCap % terms.stepSize;
      const most = byCost < byCap ? byCost : byCap;
      return most > 0n ? most : 0n;
    };
    const qtyOf = (qty: bigint) => qtyText(terms, qty);
    return {
      futuresOptionId: optionId,
      leverage,
      availableBalance: usdt(value.available),
      maxBuyQty: qtyOf(maxFor(1n)),
      maxSellQty: qtyOf(maxFor(-1n)),
    };
  }

  // ---- calls

  /** `claim` books the caller's Idempotency-Key with the order (routes/api/keyed-order.ts). */
  async placeOrder(userId: number, request: FuturesOrderRequest, claim?: OrderClaim): Promise<FuturesOrder> {
    const role = await this.checkPlayer(userId);
    await this.freshOptions();
    const terms = this.held(request.futuresOptionId);
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
    const done = await this.orders.submit({ userId, terms, intake, claim });
    return this.orderView(done.order);
  }

  /**
   * Followers' mirrored market orders of one trader fill (copy trading), all submitted at once to the batches new
   * orders go in (group commit): sized under each follower's account lock in their batch, a savepoint each, so a
   * refusal skips that follower only. `settled` hears each outcome once its batch committed. The mirror read its
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
          const done = await this.orders.submit({ userId, terms, intake: copyIntake(copy), copy });
          outcome = { order: this.orderView(done.order) };
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
    const [cancelled] = await this.run(() => this.cancel(userId, (row) => row.id === orderId, null));
    if (cancelled === undefined) throw new FuturesRefusal('ORDER_NOT_FOUND');
    return this.orderView(cancelled);
  }

  async cancelAll(userId: number, optionId?: number): Promise<FuturesOrder[]> {
    await this.checkPlayer(userId);
    if (optionId !== undefined) this.held(optionId);
    const rows = await this.run(() =>
      this.cancel(userId, (row) => optionId === undefined || row.optionId === optionId, null),
    );
    return rows.map((row) => this.orderView(row));
  }

  /** Sets, moves or removes the position's take-profit and stop-loss (POST order/tpsl). */
  async setTpsl(userId: number, request: FuturesTpslRequest): Promise<FuturesPosition> {
    if ((await this.checkPlayer(userId)) === 'TRADER') throw new FuturesRefusal('TRADER_TPSL_REFUSED');
    return this.run(async () => {
      const changes = await this.deps.db.tx(async (q) => {
        await this.lock(q, userId);
        const position = await this.ownPosition(q, userId, request.futuresPositionId);
        const terms = this.held(position.optionId);
        const tp = priceOf(terms, request.takeProfit, 'FUTURES_PRICE_INVALID', true);
        const sl = priceOf(terms, request.stopLoss, 'FUTURES_PRICE_INVALID', true);
        return this.replaceTpsl(q, position, terms, {
          tp,
          sl,
          isMarkTp: request.isMarkTp ?? true,
          isMarkSl: request.isMarkSl ?? true,
        });
      });
      const position = changes.position;
      await this.after(userId, [...changes.orders, { position, type: 'POSITION_UPDATE' }]);
      return this.positionViewNow(position);
    });
  }

  /** POST order/leverage: Binance's rules (engine.md 1.10). */
  async setLeverage(userId: number, optionId: number, leverage: number): Promise<FuturesLeverage> {
    await this.checkPlayer(userId);
    const terms = this.instrument(optionId);
    if (!Number.isInteger(leverage) || leverage < 1 || leverage > terms.maxLeverage) {
      throw new FuturesRefusal('LEVERAGE_OUT_OF_RANGE');
    }
    return this.run(async () => {
      const { setting, changed } = await this.deps.db.tx(async (q) => {
        const accounts = await this.lock(q, userId);
        const setting = { ...(await this.settingIn(q, userId, terms)), leverage };
        const position = await this.deps.repo.openPositionFor(q, userId, optionId);
        // A copied position keeps the trader's leverage while the follow lasts.
        if (position !== undefined && (await this.followed(userId, q)).has(optionId)) {
          throw new FuturesRefusal('LEVERAGE_LOCKED_BY_COPY_ORDER');
        }
        const orders = await this.deps.repo.openOrders({ userId, optionId }, q);
        const ordered = orders.reduce(
          (sum, row) => sum + (row.reduceOnly ? 0n : notional(terms, row.qty, row.price ?? row.stopPrice!)),
          0n,
        );
        const held = position === undefined ? 0n : notional(terms, position.qty, this.markOf(terms));
        if (held + ordered > maxNotionalAt(terms, leverage))
          throw new FuturesRefusal('MAX_QUANTITY_EXCEEDED');
        let changed: FuturesPositionRow | undefined;
        if (position !== undefined && position.leverage !== leverage) {
          changed = await this.releverage(q, accounts, position, terms, leverage);
        }
        await this.deps.repo.saveSetting(q, userId, optionId, setting);
        return { setting, changed };
      });
      const view = toFuturesLeverage(terms, setting);
      this.pushes.leverage(userId, view);
      await this.after(userId, changed === undefined ? [] : [{ position: changed, type: 'POSITION_UPDATE' }]);
      return view;
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
    return this.run(async () => {
      const setting = await this.deps.db.tx(async (q) => {
        await this.lock(q, userId);
        const setting = await this.settingIn(q, userId, terms);
        if (setting.marginType === marginType) return setting;
        const position = await this.deps.repo.openPositionFor(q, userId, optionId);
        const orders = await this.deps.repo.openOrders({ userId, optionId }, q);
        if (position !== undefined || orders.length > 0) throw new FuturesRefusal('MARGIN_TYPE_LOCKED');
        const next = { ...setting, marginType };
        await this.deps.repo.saveSetting(q, userId, optionId, next);
        return next;
      });
      const view = toFuturesLeverage(terms, setting);
      this.pushes.leverage(userId, view);
      return view;
    });
  }

  /** POST order/margin: adds USDT to an isolated position, or takes back what its initial margin does not need. */
  async adjustMargin(userId: number, request: FuturesMarginRequest): Promise<FuturesPosition> {
    await this.checkPlayer(userId);
    return this.run(async () => {
      const position = await this.deps.db.tx(async (q) => {
        const accounts = await this.lock(q, userId);
        const position = await this.ownPosition(q, userId, request.futuresPositionId);
        if (position.marginType !== 'ISOLATED') throw new FuturesRefusal('ISOLATED_MARGIN_ONLY');
        const terms = this.held(position.optionId);
        let amount: bigint;
        try {
          amount = toUnits(request.amount, 6);
        } catch {
          throw new FuturesRefusal('MARGIN_AMOUNT_INVALID');
        }
        if (amount <= 0n) throw new FuturesRefusal('MARGIN_AMOUNT_INVALID');
        const add = request.type === 'ADD';
        if (!add) {
          const mark = this.markOf(terms);
          const pnl = valueAccount(
            { free: 0n, positions: [position], orders: [] },
            () => terms,
            () => mark,
          ).pnl;
          const needed = initialMargin(notional(terms, position.qty, mark), position.leverage);
          const removable = position.margin + (pnl < 0n ? pnl : 0n) - needed;
          if (amount > removable) throw new FuturesRefusal('INSUFFICIENT_ISOLATED_MARGIN');
        }
        await this.deps.ledger.bookSet(q, [
          {
            idempotencyKey: `futures:position:${position.id}:margin:v${position.version}`,
            debitAccountId: add ? accounts.user : accounts.escrow,
            creditAccountId: add ? accounts.escrow : accounts.user,
            asset: 'USDT',
            amount,
            code: add ? 'FUTURES_MARGIN_ADD' : 'FUTURES_MARGIN_REMOVE',
          },
        ]);
        return this.deps.repo.updatePosition(q, position.id, {
          ...position,
          margin: add ? position.margin + amount : position.margin - amount,
          bumpVersion: true,
        });
      });
      await this.after(userId, [{ position, type: 'POSITION_UPDATE' }]);
      return this.positionViewNow(position);
    });
  }

  // ---- leader

  /** The options' terms and the open book from the database. */
  protected async rebuild(): Promise<void> {
    await this.loadOptions();
    this.book.clear();
    for (const row of await this.deps.repo.openOrders()) this.book.trackOrder(row);
    for (const row of await this.deps.repo.openPositions()) this.book.trackPosition(row);
    await this.refreshBalances();
    for (const userId of this.book.accounts.keys()) this.book.place(userId);
  }

  /** A funding time that passed while no instance led is booked now. */
  protected override started(): Promise<void> {
    return this.fundIfDue();
  }

  protected clear(): void {
    this.book.clear();
  }

  protected onTick(tick: BusTick): void {
    if (this.options.ofStock(tick.stock) === undefined) return;
    this.moved.add(tick.stock);
    for (const trigger of this.book.crossed(tick.stock, tick.price, this.options.mark(tick.stock))) {
      this.queueTrigger(() => this.fire(trigger), trigger);
    }
  }

  private async fire(trigger: FuturesBookTrigger): Promise<void> {
    if (trigger.kind === 'ORDER') {
      const order = this.book.orders.get(trigger.orderId);
      if (order !== undefined) await this.fireOrder(order);
      return;
    }
    const row = this.book.positions.get(trigger.positionId);
    if (row === undefined) return;
    const at = this.book.value(row.userId).positions.get(row.id)!;
    if (trigger.kind === 'WARN') {
      this.book.warned.add(row.id);
      this.pushes.position(row.userId, 'POSITION_WARN', await this.positionViewNow(row));
      return;
    }
    // The price was placed from an earlier state: liquidate only if the account, as it is now, is at or below its
    // maintenance margin (margin balance <= maintenance margin: engine.md 1.3 and Corrections 5).
    if (at.liquidates) return this.liquidate(row);
    this.book.place(row.userId);
  }

  /** Other instances' changes, balances, liquidation prices, cross data, prices to everyone, funding. */
  protected async poll(): Promise<void> {
    if (!this.leading) return;
    const changed = await this.deps.repo.changedSince(CHANGE_WINDOW_S);
    for (const row of changed.orders) this.book.trackOrder(row);
    for (const row of changed.positions) this.book.trackPosition(row);
    const balances = await this.refreshBalances();
    for (const [userId, account] of this.book.accounts) {
      const stocks = new Set([...account.positions].map((id) => this.book.positions.get(id)!.stock));
      if (balances.has(userId) || stocks.size > 1)
        this.pushLiquidationPrices(userId, this.book.place(userId));
      if ([...stocks].some((stock) => this.moved.has(stock))) {
        this.pushes.cross(userId, toFuturesCross(account.free, this.book.value(userId)));
      }
    }
    const nextFundingTime = this.nextFundingTime();
    this.pushes.info(
      [...this.moved].flatMap((stock) => {
        const terms = this.options.ofStock(stock);
        if (terms === undefined) return [];
        const stats = this.deps.market.statistics(stock);
        const mark = this.options.mark(stock);
        return [
          {
            stock: `${stock}${PERP}`,
            lastPrice: stats.lastPrice,
            priceChangePercent: stats.priceChangePercent,
            markPrice: mark === undefined ? stats.lastPrice : formatPrice(mark, terms.precision),
            nextFundingTime,
          },
        ];
      }),
    );
    this.moved.clear();
    await this.fundIfDue();
    await this.copy?.sweep();
    this.copy?.leaderPoll();
  }

  private async fundIfDue(): Promise<void> {
    const due = Math.floor(this.deps.clock.now() / this.fundingIntervalMs) * this.fundingIntervalMs;
    const last = await this.deps.repo.lastFundingRun();
    if (last !== undefined && last >= due) return;
    const funded = await runFunding({ ...this.deps, options: this.options, locks: this.locks }, due);
    for (const row of funded) await this.after(row.userId, [{ position: row, type: 'POSITION_UPDATE' }]);
  }

  /** Reads every tracked player's FUTURES balance; answers those that changed. */
  private async refreshBalances(): Promise<Set<number>> {
    const changed = new Set<number>();
    const userIds = [...this.book.accounts.keys()];
    if (userIds.length === 0) return changed;
    const balances = await this.deps.ledger.walletBalances(userIds, 'FUTURES');
    for (const userId of userIds) {
      const account = this.book.account(userId);
      const free = balances.get(userId) ?? 0n;
      if (account.free !== free) changed.add(userId);
      account.free = free;
    }
    return changed;
  }

  // ---- changes (each runs alone on this instance: `run`)

  private async checkPlayer(userId: number): Promise<UserRole> {
    const checked = await tradingRole(this.deps.users, userId);
    if ('refusal' in checked) throw new FuturesRefusal(checked.refusal);
    return checked.role;
  }

  private async followed(userId: number, q: Queryable): Promise<ReadonlySet<number>> {
    return (await this.copy?.followedOptions(userId, q)) ?? new Set();
  }

  private lock(q: Queryable, userId: number): Promise<LockedAccounts> {
    return this.locks.lock(q, userId);
  }

  private lastOf(terms: FuturesTerms): number {
    const last = this.options.last(terms.stock);
    if (last === undefined) throw new FuturesRefusal('PRICE_UNAVAILABLE');
    return last;
  }

  private markOf(terms: FuturesTerms): number {
    const mark = this.options.mark(terms.stock);
    if (mark === undefined) throw new FuturesRefusal('PRICE_UNAVAILABLE');
    return mark;
  }

  private async settingIn(
    q: Queryable | undefined,
    userId: number,
    terms: FuturesTerms,
  ): Promise<FuturesSetting> {
    return (await this.deps.repo.setting(userId, terms.id, q)) ?? this.defaultSetting(terms);
  }

  private defaultSetting(terms: FuturesTerms): FuturesSetting {
    return { leverage: Math.min(DEFAULT_LEVERAGE, terms.maxLeverage), marginType: 'CROSS' };
  }

  private async ownPosition(q: Queryable, userId: number, positionId: number): Promise<FuturesPositionRow> {
    const row = await this.deps.repo.position(positionId, q, true);
    if (row === undefined || row.userId !== userId || row.status !== 'OPEN') {
      throw new FuturesRefusal('POSITION_NOT_FOUND');
    }
    return row;
  }

  /** The player's account from the database: in a transaction holding its lock (with the balance it read), or alone. */
  private async readAccount(userId: number, locked?: { q: Queryable; balance: bigint }) {
    const q = locked?.q;
    const [positions, orders] = await Promise.all([
      this.deps.repo.openPositions({ userId }, q),
      this.deps.repo.openOrders({ userId }, q),
    ]);
    const free =
      locked?.balance ?? (await this.deps.ledger.walletBalances([userId], 'FUTURES')).get(userId) ?? 0n;
    return this.accountOf(free, positions, orders);
  }

  private accountOf(
    free: bigint,
    positions: readonly FuturesPositionRow[],
    orders: readonly FuturesOrderRow[],
  ) {
    const value = valueAccount(
      { free, positions, orders },
      (id) => this.options.get(id)!,
      (stock) => this.options.mark(stock) ?? 0,
    );
    return { free, positions, orders, value };
  }

  /**
   * A new order in the caller's transaction, which holds the player's account lock (a batch's or the order's own):
   * checked against the position and the balance, then filled at once or left resting. A copy is sized by its
   * `size` under the lock and books its record with the fill.
   */
  private async placeIn(q: Queryable, placing: Placing): Promise<Placed> {
    const { userId, terms, intake, copy, claim } = placing;
    const last = this.lastOf(terms);
    const mark = this.markOf(terms);
    const { marketType, side } = intake;
    // Where a stop fires from: above or below the price it watches now (engine.md Corrections 4).
    let firesAbove: boolean | null = null;
    if (intake.stopPrice !== null) {
      const basis = intake.isMark ? mark : last;
      if (intake.stopPrice === basis) throw new FuturesRefusal('FUTURES_WOULD_TRIGGER');
      firesAbove = intake.stopPrice > basis;
    }
    const at = intake.price ?? intake.stopPrice ?? last;
    checkTpsl(side, 'TP', intake.takeProfit, at);
    checkTpsl(side, 'SL', intake.stopLoss, at);
    const marketable =
      marketType === 'MARKET' ||
      (marketType === 'LIMIT' && (side === 1n ? intake.price! >= last : intake.price! <= last));

    // The player's first order of a batch checks against what the batch read for all its players at once.
    const state = this.batch?.q === q ? this.batch.states.get(userId) : undefined;
    this.batch?.states.delete(userId);
    const accounts = state?.accounts ?? (await this.lock(q, userId));
    const setting = state
      ? (state.settings.get(terms.id) ?? this.defaultSetting(terms))
      : await this.settingIn(q, userId, terms);
    const position = state
      ? state.positions.find((row) => row.optionId === terms.id)
      : await this.deps.repo.openPositionFor(q, userId, terms.id);
    const followed = state?.followed ?? (await this.followed(userId, q));
    // A follower's copied pairs take only orders that reduce (checked under the lock a follow takes too).
    if (copy === undefined && !intake.reduceOnly && followed.has(terms.id)) {
      throw new FuturesRefusal('REDUCE_ONLY');
    }
    const against = position !== undefined && sideOf(position) !== side ? position.qty : 0n;
    // Read once: a copy's size and the balance check both use it.
    let account: Awaited<ReturnType<typeof this.readAccount>> | undefined;
    const accountNow = async () =>
      (account ??= state
        ? this.accountOf(accounts.balance, state.positions, state.orders)
        : await this.readAccount(userId, { q, balance: accounts.balance }));
    if (intake.positionId !== undefined && (position === undefined || position.id !== intake.positionId)) {
      throw new FuturesRefusal('POSITION_NOT_FOUND');
    }
    let qty =
      copy !== undefined
        ? copy.size({
            positions: (await accountNow()).positions,
            position,
            price: at,
            leverage: setting.leverage,
            followed,
          })
        : (intake.qty ??
          (intake.amount === undefined
            ? against
            : qtyForCost(terms, side, intake.amount, { price: at, last, mark }, setting.leverage)));
    // A reduce-only order larger than the position is cut to its size (as Binance does), and says so.
    let requestedQty: bigint | null = null;
    if (intake.reduceOnly) {
      if (against === 0n) throw new FuturesRefusal('REDUCE_ONLY_REJECTED');
      if (qty > against) [requestedQty, qty] = [qty, against];
    }
    if (qty <= 0n) throw new FuturesRefusal('FUTURES_MIN_NOTIONAL');
    // An operator lowered the option's cap below the player's leverage: what only closes still goes through.
    if (qty > against && setting.leverage > terms.maxLeverage)
      throw new FuturesRefusal('LEVERAGE_OUT_OF_RANGE');
    if (!intake.reduceOnly && notional(terms, qty, at) < terms.minNotional) {
      throw new FuturesRefusal('FUTURES_MIN_NOTIONAL');
    }
    const opening = qty > against ? qty - against : 0n;
    let cost = 0n;
    if (opening > 0n && !intake.reduceOnly) {
      const same = position !== undefined && against === 0n ? position.qty : 0n;
      if (notional(terms, same + opening, at) > maxNotionalAt(terms, setting.leverage)) {
        throw new FuturesRefusal('MAX_QUANTITY_EXCEEDED');
      }
      cost = orderCost(terms, side, opening, { price: at, last, mark }, setting.leverage);
      const { value } = await accountNow();
      if (cost > value.available) throw new FuturesRefusal('INSUFFICIENT_BALANCE');
    }
    const order = await this.deps.repo.insertOrder(q, {
      userId,
      optionId: terms.id,
      stock: terms.stock,
      marketType,
      tradeType: intake.tradeType,
      qty,
      price: intake.price,
      stopPrice: intake.stopPrice,
      firesAbove,
      isMark: intake.isMark,
      reduceOnly: intake.reduceOnly,
      positionId: intake.positionId ?? null,
      leverage: setting.leverage,
      marginType: setting.marginType,
      margin: marketable ? 0n : cost,
      takeProfit: intake.takeProfit,
      stopLoss: intake.stopLoss,
      status: 'OPEN',
      createdAt: this.deps.clock.now(),
      requestedQty,
    });
    await claim?.(q, order.id);
    if (marketable) {
      const filled = await this.fillIn(q, accounts, order, terms, last, 'MANUAL', { position, setting });
      await copy?.record(q, filled.order);
      return filled;
    }
    if (cost > 0n) {
      await this.deps.ledger.bookSet(q, [
        {
          idempotencyKey: `futures:order:${order.id}:hold-order`,
          debitAccountId: accounts.user,
          creditAccountId: accounts.escrow,
          asset: 'USDT',
          amount: cost,
          code: 'FUTURES_ORDER_HOLD',
        },
      ]);
    }
    return { order, changes: [{ order, type: 'ORDER_SUCCESS' }] as Change[] };
  }

  /**
   * Fills `order` at `price` in the caller's transaction; when it opens or grows a position, the TP/SL it carries
   * are set on it. Answers the filled order and what changed.
   */
  private async fillIn(
    q: Queryable,
    accounts: LockedAccounts,
    order: FuturesOrderRow,
    terms: FuturesTerms,
    price: number,
    reason: FuturesCloseReason,
    known: { position: FuturesPositionRow | undefined; setting?: FuturesSetting; liquidationFee?: bigint },
  ): Promise<{ order: FuturesOrderRow; changes: Change[] }> {
    const setting = known.setting ?? (await this.settingIn(q, order.userId, terms));
    const result = await bookFuturesFill(this.deps, q, accounts, {
      order,
      terms,
      price,
      now: this.deps.clock.now(),
      leverage: setting.leverage,
      marginType: setting.marginType,
      reason,
      liquidationFee: known.liquidationFee,
      position: known.position,
    });
    const changes = await this.changesOf(q, result, terms);
    if (await this.copy?.recordFill(q, { result, before: known.position, terms })) {
      changes.push({ mirror: result.order.id });
    }
    return { order: result.order, changes };
  }

  /** The events of a fill, and what it ends or sets: orders tied to a closed position, the TP/SL it carried. */
  private async changesOf(q: Queryable, result: FuturesFillResult, terms: FuturesTerms): Promise<Change[]> {
    const changes: Change[] = [];
    if (result.order.marketType !== 'LIQUIDATION')
      changes.push({ order: result.order, type: 'ORDER_FILLED' });
    if (result.closed !== undefined) {
      const reason = result.closed.closeReason;
      changes.push({
        position: result.closed,
        type: reason === 'LIQUIDATION' ? 'POSITION_LIQUID' : 'POSITION_CLOSE',
      });
      for (const row of await this.endOrdersOfClosed(q, result.closed))
        changes.push({ order: row, type: 'ORDER_CANCEL' });
    }
    if (result.changed !== undefined) {
      let { row } = result.changed;
      const { takeProfit, stopLoss } = result.order;
      if (takeProfit !== null || stopLoss !== null) {
        const set = await this.replaceTpsl(q, row, terms, {
          tp: takeProfit,
          sl: stopLoss,
          isMarkTp: result.order.isMark,
          isMarkSl: result.order.isMark,
          keep: true,
        });
        row = set.position;
        changes.push(...set.orders);
      }
      changes.push({ position: row, type: result.changed.opened ? 'POSITION_OPEN' : 'POSITION_UPDATE' });
    }
    return changes;
  }

  /** A position closed: its TP/SL and the player's reduce-only orders of the option can no longer do anything. */
  private async endOrdersOfClosed(q: Queryable, closed: FuturesPositionRow): Promise<FuturesOrderRow[]> {
    const open = await this.deps.repo.openOrders({ userId: closed.userId, optionId: closed.optionId }, q);
    const ended: FuturesOrderRow[] = [];
    for (const row of open.filter((each) => each.reduceOnly)) {
      const done = await this.deps.repo.finishOrder(q, row.id, {
        status: 'CANCELLED',
        at: this.deps.clock.now(),
        cancelReason: 'POSITION_CLOSED',
      });
      if (done !== undefined) ended.push(done);
    }
    return ended;
  }

  /**
   * Replaces the position's TAKEPROFIT / STOPLOSS orders: a price sets one (refused when the price it watches already
   * crossed it), null removes it (or, with `keep`, leaves the present one).
   */
  private async replaceTpsl(
    q: Queryable,
    position: FuturesPositionRow,
    terms: FuturesTerms,
    next: { tp: number | null; sl: number | null; isMarkTp: boolean; isMarkSl: boolean; keep?: boolean },
  ): Promise<{ position: FuturesPositionRow; orders: Change[] }> {
    const side = sideOf(position);
    const present = (
      await this.deps.repo.openOrders({ userId: position.userId, optionId: position.optionId }, q)
    ).filter((row) => row.positionId === position.id);
    const changes: Change[] = [];
    for (const [kind, price, isMark, type] of [
      ['TP', next.tp, next.isMarkTp, 'TAKEPROFIT'],
      ['SL', next.sl, next.isMarkSl, 'STOPLOSS'],
    ] as const) {
      if (price === null && next.keep === true) continue;
      if (price !== null) checkTpsl(side, kind, price, isMark ? this.markOf(terms) : this.lastOf(terms));
      for (const row of present.filter((each) => each.marketType === type)) {
        const done = await this.deps.repo.finishOrder(q, row.id, {
          status: 'CANCELLED',
          at: this.deps.clock.now(),
          cancelReason: 'REPLACED',
        });
        if (done !== undefined) changes.push({ order: done, type: 'ORDER_CANCEL' });
      }
      if (price === null) continue;
      const order = await this.deps.repo.insertOrder(q, {
        userId: position.userId,
        optionId: position.optionId,
        stock: position.stock,
        marketType: type,
        tradeType: side === 1n ? 'S' : 'B',
        qty: position.qty,
        price: null,
        stopPrice: price,
        firesAbove: (kind === 'TP') === (side === 1n),
        isMark,
        reduceOnly: true,
        positionId: position.id,
        leverage: position.leverage,
        marginType: position.marginType,
        margin: 0n,
        takeProfit: null,
        stopLoss: null,
        status: 'OPEN',
        createdAt: this.deps.clock.now(),
      });
      changes.push({ order, type: 'ORDER_SUCCESS' });
    }
    return { position, orders: changes };
  }

  /** A cross position's margin follows its leverage; an isolated one's may only rise (engine.md 1.10). */
  private async releverage(
    q: Queryable,
    accounts: LockedAccounts,
    position: FuturesPositionRow,
    terms: FuturesTerms,
    leverage: number,
  ): Promise<FuturesPositionRow> {
    if (position.marginType === 'ISOLATED') {
      if (leverage < position.leverage) throw new FuturesRefusal('LEVERAGE_LOCKED_BY_POSITION');
      return this.deps.repo.updatePosition(q, position.id, { ...position, leverage, bumpVersion: true });
    }
    const margin = initialMargin(position.entryCost * terms.scale, leverage);
    const delta = margin - position.margin;
    if (delta > 0n) {
      const { value } = await this.readAccount(position.userId, { q, balance: accounts.balance });
      if (delta > value.available) throw new FuturesRefusal('LEVERAGE_MARGIN_INSUFFICIENT');
    }
    if (delta !== 0n) {
      await this.deps.ledger.bookSet(q, [
        {
          idempotencyKey: `futures:position:${position.id}:leverage:v${position.version}`,
          debitAccountId: delta > 0n ? accounts.user : accounts.escrow,
          creditAccountId: delta > 0n ? accounts.escrow : accounts.user,
          asset: 'USDT',
          amount: delta > 0n ? delta : -delta,
          code: 'FUTURES_LEVERAGE_MARGIN',
        },
      ]);
    }
    return this.deps.repo.updatePosition(q, position.id, {
      ...position,
      leverage,
      margin,
      bumpVersion: true,
    });
  }

  private async cancel(
    userId: number,
    which: (row: FuturesOrderRow) => boolean,
    reason: string | null,
  ): Promise<FuturesOrderRow[]> {
    const rows = await this.deps.db.tx(async (q) => {
      const accounts = await this.lock(q, userId);
      const rows: FuturesOrderRow[] = [];
      for (const open of (await this.deps.repo.openOrders({ userId }, q)).filter(which)) {
        const row = await this.deps.repo.finishOrder(q, open.id, {
          status: 'CANCELLED',
          at: this.deps.clock.now(),
          cancelReason: reason,
        });
        if (row !== undefined) rows.push(row);
      }
      await this.deps.ledger.bookSet(
        q,
        rows
          .filter((row) => row.margin > 0n)
          .map((row) => ({
            idempotencyKey: `futures:order:${row.id}:release-order`,
            debitAccountId: accounts.escrow,
            creditAccountId: accounts.user,
            asset: 'USDT' as const,
            amount: row.margin,
            code: 'FUTURES_ORDER_RELEASE',
          })),
      );
      return rows;
    });
    await this.after(
      userId,
      rows.map((order) => ({ order, type: 'ORDER_CANCEL' as const })),
    );
    return rows;
  }

  /** A crossed order: a limit fills at its price, a stop fires (market, or its limit rests), a TP/SL closes. */
  private async fireOrder(order: FuturesOrderRow): Promise<void> {
    const terms = this.options.get(order.optionId)!;
    const last = this.lastOf(terms);
    if (order.marketType === 'STOPLIMIT' && !order.isTriggered) {
      const marketable = order.tradeType === 'B' ? order.price! >= last : order.price! <= last;
      if (!marketable) {
        const row = await this.deps.db.tx((q) => this.deps.repo.markTriggered(q, order.id));
        if (row !== undefined) await this.after(order.userId, [{ order: row, type: 'ORDER_UPDATE' }]);
        return;
      }
    }
    const resting = order.marketType === 'LIMIT' || (order.marketType === 'STOPLIMIT' && order.isTriggered);
    const reason: FuturesCloseReason =
      order.marketType === 'TAKEPROFIT'
        ? 'TAKEPROFIT'
        : order.marketType === 'STOPLOSS'
          ? 'STOPLOSS'
          : 'MANUAL';
    try {
      const done = await this.deps.db.tx(async (q) => {
        const accounts = await this.lock(q, order.userId);
        const fresh = await this.deps.repo.order(order.id, q);
        if (fresh === undefined || fresh.status !== 'OPEN') return undefined;
        // A TP/SL closes the whole position as it is now.
        const position = await this.deps.repo.openPositionFor(q, order.userId, order.optionId);
        const qty =
          fresh.positionId !== null ? (position?.id === fresh.positionId ? position.qty : 0n) : fresh.qty;
        if (qty === 0n) return undefined;
        const price = resting ? order.price! : last;
        return this.fillIn(q, accounts, { ...fresh, qty }, terms, price, reason, { position });
      });
      if (done === undefined) return this.book.trackOrder({ ...order, status: 'CANCELLED' });
      await this.after(order.userId, done.changes);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'INSUFFICIENT_BALANCE') throw error;
      await this.cancel(order.userId, (row) => row.id === order.id, 'INSUFFICIENT_BALANCE');
    }
  }

  /**
   * Liquidation (docs/futures.md): the player's open orders of the option (all of them in cross) are cancelled, then
   * the position (every cross position in cross) closes at the mark price with a LIQUIDATION order; what is left of
   * each position's maintenance margin goes to the house as the liquidation fee.
   */
  private async liquidate(row: FuturesPositionRow): Promise<void> {
    const cross = row.marginType === 'CROSS';
    await this.cancel(row.userId, (order) => cross || order.optionId === row.optionId, 'LIQUIDATION');
    const value = this.book.value(row.userId);
    const closing = cross
      ? [...this.book.account(row.userId).positions]
          .map((id) => this.book.positions.get(id)!)
          .filter((each) => each.marginType === 'CROSS')
      : [row];
    for (const position of closing) {
      const terms = this.options.get(position.optionId)!;
      const mark = this.markOf(terms);
      const done = await this.deps.db.tx(async (q) => {
        const accounts = await this.lock(q, position.userId);
        const fresh = await this.deps.repo.position(position.id, q, true);
        if (fresh === undefined || fresh.status !== 'OPEN') return undefined;
        const order = await this.deps.repo.insertOrder(q, {
          userId: fresh.userId,
          optionId: fresh.optionId,
          stock: fresh.stock,
          marketType: 'LIQUIDATION',
          tradeType: fresh.side === 'LONG' ? 'S' : 'B',
          qty: fresh.qty,
          price: null,
          stopPrice: null,
          firesAbove: null,
          isMark: true,
          reduceOnly: true,
          positionId: fresh.id,
          leverage: fresh.leverage,
          marginType: fresh.marginType,
          margin: 0n,
          takeProfit: null,
          stopLoss: null,
          status: 'OPEN',
          createdAt: this.deps.clock.now(),
        });
        const fee = value.positions.get(fresh.id)?.maintenance ?? 0n;
        return this.fillIn(q, accounts, order, terms, mark, 'LIQUIDATION', {
          position: fresh,
          liquidationFee: fee,
        });
      });
      if (done === undefined) this.book.trackPosition({ ...position, status: 'CLOSED' });
      else await this.after(position.userId, done.changes);
    }
  }

  // ---- after a commit: the book, the pushes

  /** `after` of several players' committed changes, their balances read in one statement. */
  private async afterMany(
    done: ReadonlyArray<{ userId: number; changes: readonly Change[] }>,
  ): Promise<void> {
    const balances = this.leading
      ? await this.deps.ledger.walletBalances([...new Set(done.map((each) => each.userId))], 'FUTURES')
      : undefined;
    for (const { userId, changes } of done) await this.after(userId, changes, balances);
  }

  private async after(
    userId: number,
    changes: readonly Change[],
    read?: ReadonlyMap<number, bigint>,
  ): Promise<void> {
    for (const change of changes) {
      if ('order' in change) {
        if (this.leading) this.book.trackOrder(change.order);
        if (change.type !== undefined) this.pushes.order(userId, change.type, this.orderView(change.order));
      } else if ('mirror' in change) {
        this.copy?.mirror(change.mirror);
      } else if (this.leading) {
        this.book.trackPosition(change.position);
      }
    }
    const pushed = new Set<number>();
    const positionChanges = changes.filter((change) => 'position' in change);
    if (this.leading) {
      const balances = read ?? (await this.deps.ledger.walletBalances([userId], 'FUTURES'));
      this.book.account(userId).free = balances.get(userId) ?? 0n;
      const moved = this.book.place(userId);
      const value = this.book.value(userId);
      const orders = [...this.book.account(userId).orders].map((id) => this.book.orders.get(id)!);
      for (const change of positionChanges) {
        if (!('position' in change)) continue;
        pushed.add(change.position.id);
        this.pushes.position(userId, change.type, this.positionView(change.position, value, orders));
      }
      this.pushLiquidationPrices(
        userId,
        moved.filter((id) => !pushed.has(id)),
      );
      this.pushes.cross(userId, toFuturesCross(this.book.account(userId).free, value));
      return;
    }
    const { free, value, orders } = await this.readAccount(userId);
    for (const change of positionChanges) {
      if ('position' in change)
        this.pushes.position(userId, change.type, this.positionView(change.position, value, orders));
    }
    this.pushes.cross(userId, toFuturesCross(free, value));
  }

  private pushLiquidationPrices(userId: number, positionIds: readonly number[]): void {
    if (positionIds.length === 0) return;
    const value = this.book.value(userId);
    const orders = [...this.book.account(userId).orders].map((id) => this.book.orders.get(id)!);
    for (const id of positionIds) {
      const row = this.book.positions.get(id);
      if (row !== undefined) {
        this.pushes.position(userId, 'POSITION_UPDATE_LIQUIDPRICE', this.positionView(row, value, orders));
      }
    }
  }

  private positionView(
    row: FuturesPositionRow,
    value: AccountValue,
    orders: readonly FuturesOrderRow[],
  ): FuturesPosition {
    const mine = orders.filter((order) => order.positionId === row.id && order.status === 'OPEN');
    return toFuturesPosition(row, this.options.get(row.optionId)!, value.positions.get(row.id), {
      tp: mine.find((order) => order.marketType === 'TAKEPROFIT'),
      sl: mine.find((order) => order.marketType === 'STOPLOSS'),
    });
  }

  /** A position's view for a call's answer: from the leader's book, or read from the database. */
  private async positionViewNow(row: FuturesPositionRow): Promise<FuturesPosition> {
    if (this.leading) {
      const orders = [...this.book.account(row.userId).orders].map((id) => this.book.orders.get(id)!);
      return this.positionView(row, this.book.value(row.userId), orders);
    }
    const { value, orders } = await this.readAccount(row.userId);
    return this.positionView(row, value, orders);
  }
}
