import type {
  OverseaCross,
  OverseaDeleteTpslRequest,
  OverseaOrder,
  OverseaOrderRequest,
  OverseaOvernightRequest,
  OverseaPosition,
  OverseaTpslRequest,
} from '@bx/contracts';

import type { Db, Queryable } from '../../db/db.js';
import type { BusTick } from '../../market/price-bus.js';
import { parsePrice } from '../../market/symbols.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import type {
  OverseaOptionSwitch,
  OverseaRepository,
} from '../../repositories/oversea/oversea-repository.js';
import { BookEngine, tradingRefusal, type EngineDeps } from '../book-engine.js';
import type { OrderClaim } from '../order-claim.js';
import { BatchedCalls } from '../order-core/batched-calls.js';
import { PendingRows } from '../order-core/pending-rows.js';
import { AccountLocks, type LockedAccount } from './account-locks.js';
import type { KrwRates } from './contract-terms.js';
import { OverseaBook } from './oversea-book.js';
import { OverseaLeader } from './oversea-leader.js';
import { OverseaOptions, type OverseaInstrument } from './oversea-options.js';
import { OverseaPublisher } from './oversea-publisher.js';
import { OverseaPushes } from './oversea-pushes.js';
import { OverseaRefusal } from './oversea-refusal.js';
import { OverseaSwitches } from './oversea-switches.js';
import {
  closeOwnIn,
  fillAt,
  restIn,
  type OverseaChange,
  type PlayerState,
  type StepDeps,
  type Stepped,
} from './order-steps.js';
import { flushPending, quickClose, quickFill, quickTpsl, type OverseaPending } from './oversea-quick.js';
import { cancelIn, overnightIn, tpslIn } from './position-steps.js';
import { lastPriceOf } from './views.js';

export interface OverseaEngineOptions extends EngineDeps {
  db: Pick<Db, 'tx'>;
  repo: OverseaRepository;
  rates?: KrwRates;
  marginShare?: string;
  /** Contracts one order may carry; 100. */
  maxQty?: number;
  /** How often the leader checks sessions, re-places loss-cut prices and pushes cross data; 1 s. */
  pollMs?: number;
}

/** One player's change: its checks and writes in a transaction holding the player's account lock. */
type Step<T> = (q: Queryable, account: LockedAccount, player?: PlayerState) => Promise<Stepped<T>>;

/** One player's change decided in memory against the batch's state of them (oversea-quick.ts). */
type Quick<T> = (player: PlayerState) => Stepped<T>;

/**
 * The overseas futures quick-order engine (docs/oversea.md), a facade over its parts: the checks and writes of
 * each change (`order-steps.ts`, `position-steps.ts`, `fill-booking.ts`), what follows a commit
 * (`oversea-publisher.ts`), the operators' switches and what only the leader does (`oversea-leader.ts`: the book,
 * triggers, sessions). Calls work on any instance; changes run one at a time on this instance, so a trigger and
 * a call never race over a position here; the account locks keep other instances' changes apart.
 */
export class OverseaEngine extends BookEngine {
  readonly options: OverseaOptions;
  private readonly switches: OverseaSwitches;
  private readonly publisher: OverseaPublisher;
  private readonly leader: OverseaLeader;
  private readonly locks: AccountLocks;
  private readonly steps: StepDeps;
  private readonly maxQty: number;
  /** Players' calls, written a batch per transaction (group commit, docs/oversea.md "Order path"). */
  private readonly calls: BatchedCalls<PlayerState, OverseaChange>;
  /** What the batch's quick calls decided, until its flush writes it. */
  private readonly pending: OverseaPending = new PendingRows();

  constructor(private readonly deps: OverseaEngineOptions) {
    super({ bus: deps.market.bus, clock: deps.clock, log: deps.log, pollMs: deps.pollMs, name: 'overseas' });
    this.options = new OverseaOptions(deps.market, deps.rates, deps.marginShare);
    const book = new OverseaBook(this.options, (stock) => lastPriceOf(deps.market, stock));
    const pushes = new OverseaPushes(deps.realtime);
    this.maxQty = deps.maxQty ?? 100;
    this.locks = new AccountLocks(deps.ledger, { wallet: 'MONEY', escrow: 'OVERSEA_ESCROW', asset: 'KRW' });
    this.steps = { ...deps, options: this.options };
    this.switches = new OverseaSwitches({ ...deps, options: this.options, pushes });
    this.publisher = new OverseaPublisher({
      ...deps,
      book,
      pushes,
      instrument: (optionId) => this.instrument(optionId),
      leading: () => this.leading,
    });
    this.leader = new OverseaLeader({
      ...this.steps,
      market: deps.market,
      book,
      pushes,
      publisher: this.publisher,
      switches: this.switches,
      commit: (userId, step) => this.commit(userId, step),
      queueTrigger: (work, context) => this.queueTrigger(work, context),
    });
    this.calls = new BatchedCalls<PlayerState, OverseaChange>({
      db: deps.db,
      schedule: (turn) => this.run(turn),
      read: (q, userIds) => {
        // A batch run again (a deadlock broken) decides its quick calls afresh.
        this.pending.clear();
        return this.readPlayers(q, userIds);
      },
      flush: (q) => flushPending(deps.ledger, this.pending, q),
      committed: (done) => this.publishMany(done),
      log: deps.log,
    });
  }

  // ---- views

  instrument(optionId: number): OverseaInstrument {
    const option = this.options.get(optionId);
    if (option === undefined) throw new OverseaRefusal('OPTION_NOT_FOUND');
    return option;
  }

  /** The operators' switches, read again when older than a second (oversea-switches.ts). */
  freshSwitches(): Promise<void> {
    return this.switches.fresh();
  }

  switchOf(option: OverseaInstrument): OverseaOptionSwitch {
    return this.switches.of(option);
  }

  isClosed(option: OverseaInstrument): boolean {
    return this.switches.isClosed(option);
  }

  switched(option: OverseaInstrument, before: OverseaOptionSwitch, after: OverseaOptionSwitch): void {
    this.switches.switched(option, before, after);
  }

  positionView(row: PositionRow): OverseaPosition {
    return this.publisher.positionView(row);
  }

  orderView(row: OrderRow): OverseaOrder {
    return this.publisher.orderView(row);
  }

  /** The player's account as /user/queue/oversea_cross shows it. */
  cross(userId: number): Promise<OverseaCross> {
    return this.publisher.cross(userId);
  }

  // ---- calls

  /**
   * A quick order: market fills at the last price, a limit rests unless the price is already through it.
   * `claim` books the caller's Idempotency-Key with the order (routes/api/keyed-order.ts).
   */
  async placeOrder(userId: number, request: OverseaOrderRequest, claim?: OrderClaim): Promise<OverseaOrder> {
    await this.checkPlayer(userId);
    const option = this.instrument(request.overseaOptionId);
    const { stock } = option.terms;
    const last = this.deps.market.bus.last(stock);
    if (!this.deps.market.bus.isOpen(stock) || last === undefined)
      throw new OverseaRefusal('OVERSEA_MARKET_CLOSED', stock);
    const price = last.price;
    if (request.overseaPositionId !== undefined) {
      const close = { userId, option, request, price };
      const closed = await this.change(
        userId,
        (q) => closeOwnIn(this.steps, q, close, claim),
        claim === undefined ? (player) => quickClose(this.steps, this.pending, player, close) : undefined,
      );
      return this.orderView(closed);
    }
    await this.switches.fresh();
    if (this.isClosed(option)) throw new OverseaRefusal('OPTION_STOPPED', stock);
    const qty = request.qty ?? 1;
    if (qty < 1 || qty > this.maxQty) throw new OverseaRefusal('OVERSEA_QTY_RANGE');
    const { marketType, tradeType } = request;
    const fill = { userId, option, marketType, tradeType, qty };
    const filled: Step<OrderRow> = (q, _account, player) =>
      fillAt(this.steps, q, fill, price, 'MANUAL', claim, player);
    // An Idempotency-Key is claimed in the database: that order takes its savepoint.
    const quick: Quick<OrderRow> | undefined =
      claim === undefined
        ? (player) => quickFill(this.steps, this.pending, player, fill, price, 'MANUAL')
        : undefined;
    if (marketType === 'MARKET') return this.orderView(await this.change(userId, filled, quick));
    const limit = request.price === undefined ? undefined : parsePrice(request.price, option.terms.precision);
    if (limit === undefined || limit <= 0 || limit % option.terms.tickSize !== 0) {
      throw new OverseaRefusal('OVERSEA_PRICE_INVALID');
    }
    // A limit already through the price fills at once at the price; any other rests.
    const row = (tradeType === 'B' ? limit >= price : limit <= price)
      ? await this.change(userId, filled, quick)
      : await this.change(userId, (q, account) =>
          restIn(this.steps, q, account, { userId, option, tradeType, qty, limit }, claim),
        );
    return this.orderView(row);
  }

  async cancelOrder(userId: number, orderId: number): Promise<OverseaOrder> {
    await this.checkPlayer(userId);
    const [cancelled] = await this.change(userId, (q, account) =>
      cancelIn(this.steps, q, account, userId, (row) => row.id === orderId),
    );
    if (cancelled === undefined) throw new OverseaRefusal('ORDER_NOT_FOUND');
    return this.orderView(cancelled);
  }

  async cancelAll(userId: number, optionId?: number): Promise<OverseaOrder[]> {
    await this.checkPlayer(userId);
    if (optionId !== undefined) this.instrument(optionId);
    const rows = await this.change(userId, (q, account) =>
      cancelIn(this.steps, q, account, userId, (row) => optionId === undefined || row.optionId === optionId),
    );
    return rows.map((row) => this.orderView(row));
  }

  async setTpsl(userId: number, request: OverseaTpslRequest): Promise<OverseaPosition> {
    const tp = request.tpTick === 0 ? null : request.tpTick;
    const sl = request.slTick === 0 ? null : request.slTick;
    return this.changeTpsl(userId, request.overseaOptionId, request.overseaPositionId, () => ({ tp, sl }));
  }

  async deleteTpsl(userId: number, request: OverseaDeleteTpslRequest): Promise<OverseaPosition> {
    return this.changeTpsl(userId, request.overseaOptionId, request.id, (row) => ({
      tp: request.value === 'SL' ? row.tpTick : null,
      sl: request.value === 'TP' ? row.slTick : null,
    }));
  }

  /** Keeps a position past the session's end, where its stock allows it (position-steps.ts `overnightIn`). */
  async setOvernight(userId: number, request: OverseaOvernightRequest): Promise<OverseaPosition> {
    await this.checkPlayer(userId);
    await this.switches.fresh();
    const row = await this.change(userId, (q, account) =>
      overnightIn(this.steps, q, account, userId, request),
    );
    return this.positionView(row);
  }

  // ---- leader (oversea-leader.ts)

  protected rebuild(): Promise<void> {
    return this.leader.rebuild();
  }

  protected clear(): void {
    this.leader.clear();
  }

  protected onTick(tick: BusTick): void {
    this.leader.onTick(tick);
  }

  protected async poll(): Promise<void> {
    if (this.leading) await this.leader.poll();
  }

  // ---- changes

  private async checkPlayer(userId: number): Promise<void> {
    const refusal = await tradingRefusal(this.deps.users, userId);
    if (refusal !== undefined) throw new OverseaRefusal(refusal);
  }

  private async changeTpsl(
    userId: number,
    optionId: number,
    positionId: number,
    next: (row: PositionRow) => { tp: number | null; sl: number | null },
  ): Promise<OverseaPosition> {
    await this.checkPlayer(userId);
    const option = this.instrument(optionId);
    const last = (stock: string) => lastPriceOf(this.deps.market, stock);
    const change = { userId, option, positionId, last, next };
    const row = await this.change(
      userId,
      (q) => tpslIn(this.steps, q, change),
      (player) => quickTpsl(this.pending, player, change),
    );
    return this.positionView(row);
  }

  /**
   * A player's call, in the next batch (group commit): decided in memory when it can be (`quick`), else checked
   * and written in the batch's transaction in a savepoint, in arrival order; answered only once the batch
   * committed and was published.
   */
  private async change<T>(userId: number, step: Step<T>, quick?: Quick<T>): Promise<T> {
    await this.locks.ready();
    return this.calls.call<T>(
      userId,
      async (q, player) => {
        // The player's later calls of the batch lock again (already theirs), reading the balance afresh.
        const account = player
          ? { ...player.accounts, balance: player.balance }
          : await this.locks.lock(q, userId);
        return step(q, account, player);
      },
      quick && ((player) => Promise.resolve(quick(player))),
    );
  }

  /**
   * A batch's first step: every player of the batch locked in one statement, in account order with the escrow and
   * the house (no two batches wait in a circle), and their open positions read in one more, locked too.
   */
  private async readPlayers(q: Queryable, userIds: readonly number[]): Promise<Map<number, PlayerState>> {
    const locked = await this.locks.lockMany(q, userIds);
    const players = new Map<number, PlayerState>();
    for (const [userId, account] of locked)
      players.set(userId, { accounts: account, balance: account.balance, positions: new Map() });
    for (const row of await this.deps.repo.openPositionsOf(q, [...locked.keys()]))
      players.get(row.userId)!.positions.set(row.optionId, row);
    return players;
  }

  /** A batch's committed changes published, the balances of its players (on the leader) read in one statement. */
  private async publishMany(done: ReadonlyArray<{ userId: number; changes: readonly OverseaChange[] }>) {
    const balances = this.leading
      ? await this.deps.ledger.walletBalances([...new Set(done.map((each) => each.userId))], 'MONEY')
      : undefined;
    for (const { userId, changes } of done)
      await this.publisher.publish(
        userId,
        changes,
        balances === undefined ? undefined : (balances.get(userId) ?? 0n),
      );
  }

  /** One player's change in its own transaction under their account lock, then the book and the pushes. */
  private async commit<T>(
    userId: number,
    step: (q: Queryable, account: LockedAccount) => Promise<Stepped<T> | undefined>,
  ): Promise<Stepped<T> | undefined> {
    await this.locks.ready();
    const done = await this.deps.db.tx(async (q) => step(q, await this.locks.lock(q, userId)));
    if (done !== undefined) await this.publisher.publish(userId, done.changes);
    return done;
  }
}
