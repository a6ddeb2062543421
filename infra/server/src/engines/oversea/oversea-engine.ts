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
import { GroupCommit } from '../group-commit.js';
import type { OrderClaim } from '../order-claim.js';
import { AccountLocks, type LockedAccount } from './account-locks.js';
import type { KrwRates } from './contract-terms.js';
import { OverseaBook } from './oversea-book.js';
import { OverseaLeader } from './oversea-leader.js';
import { OverseaOptions, type OverseaInstrument } from './oversea-options.js';
import { OverseaPublisher } from './oversea-publisher.js';
import { OverseaPushes } from './oversea-pushes.js';
import { OverseaRefusal } from './oversea-refusal.js';
import { OverseaSwitches } from './oversea-switches.js';
import { closeOwnIn, fillAt, restIn, type PlayerState, type StepDeps, type Stepped } from './order-steps.js';
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

/** A player's call waiting for its batch (group commit). */
interface Job {
  userId: number;
  step: Step<unknown>;
  /** A new order that fills at once: checked against, and keeps, what the batch holds of the player. */
  fills?: boolean;
}

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
  private readonly batches: GroupCommit<Job, Stepped<unknown>>;
  /** The batch being written: the accounts it locked and what it holds of its players who fill, by player. */
  private batch: { locked: Map<number, LockedAccount>; players: Map<number, PlayerState> } | undefined;

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
    this.batches = new GroupCommit<Job, Stepped<unknown>>({
      db: deps.db,
      schedule: (turn) => this.run(turn),
      prepare: async (q, jobs) => {
        this.batch = await this.readBatch(q, jobs);
      },
      step: (q, job) => {
        const batch = this.batch!;
        const player = job.fills === true ? batch.players.get(job.userId) : undefined;
        // Any other change may change what the batch holds of the player: their later fills read it again.
        if (job.fills !== true) batch.players.delete(job.userId);
        return job.step(q, batch.locked.get(job.userId)!, player);
      },
      committed: (done) => {
        this.batch = undefined;
        return this.publishMany(
          done.map(({ job, result }) => ({ userId: job.userId, changes: result.changes })),
        );
      },
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
      return this.orderView(await this.change(userId, (q) => closeOwnIn(this.steps, q, close, claim)));
    }
    await this.switches.fresh();
    if (this.isClosed(option)) throw new OverseaRefusal('OPTION_STOPPED', stock);
    const qty = request.qty ?? 1;
    if (qty < 1 || qty > this.maxQty) throw new OverseaRefusal('OVERSEA_QTY_RANGE');
    const { marketType, tradeType } = request;
    const fill = { userId, option, marketType, tradeType, qty };
    const filled: Step<OrderRow> = (q, _account, player) =>
      fillAt(this.steps, q, fill, price, 'MANUAL', claim, player);
    if (marketType === 'MARKET') return this.orderView(await this.change(userId, filled, true));
    const limit = request.price === undefined ? undefined : parsePrice(request.price, option.terms.precision);
    if (limit === undefined || limit <= 0 || limit % option.terms.tickSize !== 0) {
      throw new OverseaRefusal('OVERSEA_PRICE_INVALID');
    }
    // A limit already through the price fills at once at the price; any other rests.
    const row = (tradeType === 'B' ? limit >= price : limit <= price)
      ? await this.change(userId, filled, true)
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
    const row = await this.change(userId, (q) =>
      tpslIn(this.steps, q, { userId, option, positionId, last, next }),
    );
    return this.positionView(row);
  }

  /**
   * A player's call, in the next batch (group commit): checked and written in the batch's transaction in arrival
   * order, a savepoint each, and answered only once the batch committed and was published.
   */
  private async change<T>(userId: number, step: Step<T>, fills = false): Promise<T> {
    await this.locks.ready();
    return (await this.batches.submit({ userId, step, fills })).answer as T;
  }

  /**
   * A batch's first step: every player of the batch locked in one statement, in account order (no two batches wait
   * in a circle), and the open positions of the players who fill read in one more, locked too.
   */
  private async readBatch(q: Queryable, jobs: readonly Job[]) {
    const locked = await this.locks.lockMany(
      q,
      jobs.map((job) => job.userId),
    );
    const players = new Map<number, PlayerState>();
    const filling = [...new Set(jobs.filter((job) => job.fills === true).map((job) => job.userId))];
    if (filling.length === 0) return { locked, players };
    for (const userId of filling) {
      const account = locked.get(userId)!;
      players.set(userId, { accounts: account, balance: account.balance, positions: new Map() });
    }
    for (const row of await this.deps.repo.openPositionsOf(q, filling))
      players.get(row.userId)!.positions.set(row.optionId, row);
    return { locked, players };
  }

  /** A batch's committed changes published, the balances of its players (on the leader) read in one statement. */
  private async publishMany(done: ReadonlyArray<{ userId: number; changes: Stepped<unknown>['changes'] }>) {
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
