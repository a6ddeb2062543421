import type {
  OverseaCloseReason,
  OverseaCross,
  OverseaDeleteTpslRequest,
  OverseaOrder,
  OverseaOrderRequest,
  OverseaOvernightRequest,
  OverseaPosition,
  OverseaTpslRequest,
  OverseaTradeType,
} from '@bx/contracts';
import { formatUnits } from '@bx/contracts';

import type { Db, Queryable } from '../../db/db.js';
import type { BusTick } from '../../market/price-bus.js';
import { parsePrice } from '../../market/symbols.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import type {
  OverseaOptionSwitch,
  OverseaRepository,
} from '../../repositories/oversea/oversea-repository.js';
import { BookEngine, tradingRefusal, type EngineDeps } from '../book-engine.js';
import type { KrwRates } from './contract-terms.js';
import { lockAccount } from '../../repositories/ledger/lock-account.js';
import { bookFill, type FillResult } from './fill-booking.js';
import { OverseaBook, type Trigger } from './oversea-book.js';
import { OverseaOptions, type OverseaInstrument } from './oversea-options.js';
import { OverseaPushes } from './oversea-pushes.js';
import { OverseaRefusal } from './oversea-refusal.js';
import type { OrderClaim } from '../order-claim.js';
import { lastPriceOf, toOverseaOrder, toOverseaPosition, triggerPrices } from './views.js';

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

/** How far back each poll reads written rows: several polls, so a commit that lands late is still seen. */
const CHANGE_WINDOW_S = 5;
/** How long an instance reuses the operators' switches it read: another instance's change shows within this. */
const SWITCH_REUSE_MS = 1_000;
const PLAYING: OverseaOptionSwitch = { isPlay: true, isStop: false, overnightAllowed: null };
const closedBy = (flags: OverseaOptionSwitch) => !flags.isPlay || flags.isStop;
const opposite = (side: 'LONG' | 'SHORT'): OverseaTradeType => (side === 'LONG' ? 'S' : 'B');

/**
 * The overseas futures quick-order engine (docs/oversea.md). Calls work on any instance: each books its rows
 * and ledger transfers in one transaction. The leader (`start()`) keeps the open book in memory (OverseaBook):
 * each tick fires only the triggers it crossed (resting limits, take-profits, stop-losses, loss-cuts), and a
 * poll every second flattens positions at session end, pushes cross data and option changes. Changes run one at
 * a time on this instance, so a trigger and a call never race over a position here; the row guards
 * (`WHERE status = 'OPEN'`, the player's account lock) keep other instances' calls apart.
 */
export class OverseaEngine extends BookEngine {
  readonly options: OverseaOptions;
  private readonly book: OverseaBook;
  private readonly pushes: OverseaPushes;
  private readonly maxQty: number;
  private readonly openNow = new Map<string, boolean>();
  private readonly moved = new Set<string>();
  private switches = new Map<string, OverseaOptionSwitch>();
  /** Each contract's own overnight rule, which an operator's switch may override. */
  private readonly contractOvernight = new Map<string, boolean>();
  private switchesReadAt = Number.NEGATIVE_INFINITY;
  private switchesReading: Promise<void> | undefined;

  constructor(private readonly deps: OverseaEngineOptions) {
    super({ bus: deps.market.bus, clock: deps.clock, log: deps.log, pollMs: deps.pollMs, name: 'overseas' });
    this.options = new OverseaOptions(deps.market, deps.rates, deps.marginShare);
    this.book = new OverseaBook(this.options, (stock) => lastPriceOf(deps.market, stock));
    this.pushes = new OverseaPushes(deps.realtime);
    this.maxQty = deps.maxQty ?? 100;
    for (const option of this.options.all)
      this.contractOvernight.set(option.terms.stock, option.terms.overnightAllowed);
  }

  // ---- views

  instrument(optionId: number): OverseaInstrument {
    const option = this.options.get(optionId);
    if (option === undefined) throw new OverseaRefusal('OPTION_NOT_FOUND');
    return option;
  }

  /**
   * Reads the operators' switches again when this instance's copy is older than a second (every call that lists
   * or takes orders asks first), so a change made on another instance shows here within a second.
   */
  async freshSwitches(): Promise<void> {
    if (Date.now() - this.switchesReadAt < SWITCH_REUSE_MS) return;
    this.switchesReading ??= this.deps.repo
      .optionSwitches()
      .then((switches) => {
        this.switches = switches;
        this.switchesReadAt = Date.now();
        for (const option of this.options.all) this.applyOvernight(option);
      })
      .finally(() => {
        this.switchesReading = undefined;
      });
    await this.switchesReading;
  }

  /**
   * The overnight rule every reader of the option's terms sees (the lists, a position's keep-overnight): the
   * operator's where one set it, else the contract's.
   */
  private applyOvernight(option: OverseaInstrument): void {
    const { stock } = option.terms;
    option.terms.overnightAllowed =
      this.switchOf(option).overnightAllowed ?? this.contractOvernight.get(stock) ?? false;
  }

  /** An option's switches as this instance last read them. */
  switchOf(option: OverseaInstrument): OverseaOptionSwitch {
    return this.switches.get(option.terms.stock) ?? PLAYING;
  }

  /** Closed by an operator: not playing, or stopped (new orders refused; positions still close). */
  isClosed(option: OverseaInstrument): boolean {
    return closedBy(this.switchOf(option));
  }

  /**
   * An operator's switch, stored: this instance uses it at once (the others within a second), and closing or
   * reopening the option tells every open page on /topic/oversea, as a session's end or start does.
   */
  switched(option: OverseaInstrument, before: OverseaOptionSwitch, after: OverseaOptionSwitch): void {
    this.switches.set(option.terms.stock, after);
    this.applyOvernight(option);
    const closed = closedBy(after);
    if (closedBy(before) === closed) return;
    const { stock } = option.terms;
    const isRest = closed || !this.deps.market.bus.isOpen(stock);
    this.pushes.option({
      type: closed ? 'OVERSEA_OPTION_CLOSE' : 'OVERSEA_OPTION_UPDATE',
      data: { id: option.id, stock, isRest },
    });
  }

  positionView(row: PositionRow): OverseaPosition {
    return toOverseaPosition(
      row,
      this.instrument(row.optionId).terms,
      lastPriceOf(this.deps.market, row.stock),
    );
  }

  orderView(row: OrderRow): OverseaOrder {
    return toOverseaOrder(row, this.instrument(row.optionId).terms);
  }

  /** The player's account as /user/queue/oversea_cross shows it. */
  async cross(userId: number): Promise<OverseaCross> {
    const [positions, orders, balances] = await Promise.all([
      this.deps.repo.openPositions(userId),
      this.deps.repo.openOrders({ userId }),
      this.deps.ledger.walletBalances([userId], 'MONEY'),
    ]);
    const percent = (await this.deps.repo.losscutPercents([userId])).get(userId)!;
    let pnl = 0n;
    let margin = 0n;
    for (const row of positions) {
      margin += row.margin;
      pnl += BigInt(this.positionView(row).pnl);
    }
    const held = orders.reduce((sum, row) => sum + row.margin, margin);
    return {
      playerPoint: formatUnits(balances.get(userId) ?? 0n, 0),
      lastPnl: formatUnits(pnl, 0),
      losscut: formatUnits((margin * BigInt(percent)) / 100n, 0),
      playerGameWaitPoint: formatUnits(held, 0),
    };
  }

  // ---- calls

  /** A quick order: market fills at the last price, a limit rests unless the price is already through it. */
  /** `claim` books the caller's Idempotency-Key with the order (routes/api/keyed-order.ts). */
  async placeOrder(userId: number, request: OverseaOrderRequest, claim?: OrderClaim): Promise<OverseaOrder> {
    await this.checkPlayer(userId);
    const option = this.instrument(request.overseaOptionId);
    const { stock } = option.terms;
    const last = this.deps.market.bus.last(stock);
    if (!this.deps.market.bus.isOpen(stock) || last === undefined)
      throw new OverseaRefusal('OVERSEA_MARKET_CLOSED', stock);
    if (request.overseaPositionId !== undefined) {
      return this.run(() => this.closeByPlayer(userId, option, request, last.price, claim));
    }
    await this.freshSwitches();
    if (this.isClosed(option)) throw new OverseaRefusal('OPTION_STOPPED', stock);
    const qty = request.qty ?? 1;
    if (qty < 1 || qty > this.maxQty) throw new OverseaRefusal('OVERSEA_QTY_RANGE');
    if (request.marketType === 'MARKET')
      return this.run(() => this.fillNew(userId, option, request, qty, last.price, claim));
    const limit = request.price === undefined ? undefined : parsePrice(request.price, option.terms.precision);
    if (limit === undefined || limit <= 0 || limit % option.terms.tickSize !== 0) {
      throw new OverseaRefusal('OVERSEA_PRICE_INVALID');
    }
    const marketable = request.tradeType === 'B' ? limit >= last.price : limit <= last.price;
    return this.run(() =>
      marketable
        ? this.fillNew(userId, option, request, qty, last.price, claim)
        : this.rest(userId, option, request, qty, limit, claim),
    );
  }

  async cancelOrder(userId: number, orderId: number): Promise<OverseaOrder> {
    await this.checkPlayer(userId);
    const [cancelled] = await this.run(() => this.cancel(userId, (row) => row.id === orderId));
    if (cancelled === undefined) throw new OverseaRefusal('ORDER_NOT_FOUND');
    return cancelled;
  }

  async cancelAll(userId: number, optionId?: number): Promise<OverseaOrder[]> {
    await this.checkPlayer(userId);
    if (optionId !== undefined) this.instrument(optionId);
    return this.run(() => this.cancel(userId, (row) => optionId === undefined || row.optionId === optionId));
  }

  async setTpsl(userId: number, request: OverseaTpslRequest): Promise<OverseaPosition> {
    await this.checkPlayer(userId);
    const option = this.instrument(request.overseaOptionId);
    const tp = request.tpTick === 0 ? null : request.tpTick;
    const sl = request.slTick === 0 ? null : request.slTick;
    return this.run(() => this.changeTpsl(userId, option, request.overseaPositionId, () => ({ tp, sl })));
  }

  async deleteTpsl(userId: number, request: OverseaDeleteTpslRequest): Promise<OverseaPosition> {
    await this.checkPlayer(userId);
    const option = this.instrument(request.overseaOptionId);
    return this.run(() =>
      this.changeTpsl(userId, option, request.id, (row) => ({
        tp: request.value === 'SL' ? row.tpTick : null,
        sl: request.value === 'TP' ? row.slTick : null,
      })),
    );
  }

  /**
   * Keeps a position past the session's end, where its stock allows it. Margin rule: an overnight position
   * holds twice its margin; switching it on holds the second share, switching it off releases it.
   */
  async setOvernight(userId: number, request: OverseaOvernightRequest): Promise<OverseaPosition> {
    await this.checkPlayer(userId);
    await this.freshSwitches();
    return this.run(async () => {
      const row = await this.deps.db.tx(async (q) => {
        const { user, escrow } = await this.accounts(q, userId);
        const position = await this.ownPosition(q, userId, request.overseaPositionId);
        const terms = this.instrument(position.optionId).terms;
        // Only keeping one is refused where overnight is not allowed: letting go of it always works (an operator
        // may have revoked overnight since, and the doubled margin must come back).
        if (request.isActive && !terms.overnightAllowed) throw new OverseaRefusal('OVERNIGHT_UNAVAILABLE');
        if (request.isActive === position.isOvernight)
          throw new OverseaRefusal(request.isActive ? 'OVERNIGHT_ALREADY_SET' : 'OVERNIGHT_NOT_SET');
        const share = request.isActive ? position.margin : position.margin / 2n;
        const key = `oversea:overnight:${position.id}:v${position.version}`;
        await this.deps.ledger.bookSet(q, [
          {
            idempotencyKey: key,
            debitAccountId: request.isActive ? user : escrow,
            creditAccountId: request.isActive ? escrow : user,
            asset: 'KRW',
            amount: share,
            code: request.isActive ? 'OVERSEA_OVERNIGHT_HOLD' : 'OVERSEA_OVERNIGHT_RELEASE',
          },
        ]);
        const margin = request.isActive ? position.margin + share : position.margin - share;
        return this.deps.repo.setOvernight(q, position.id, request.isActive, margin);
      });
      return this.afterPosition(row);
    });
  }

  // ---- leader

  /** The open book from the database. */
  protected async rebuild(): Promise<void> {
    this.book.clear();
    for (const row of await this.deps.repo.openOrders()) this.book.trackOrder(row);
    const positions = await this.deps.repo.openPositions();
    for (const row of positions) this.book.trackPosition(row);
    await this.refreshAccounts();
    for (const option of this.options.all)
      this.openNow.set(option.terms.stock, this.deps.market.bus.isOpen(option.terms.stock));
  }

  protected clear(): void {
    this.book.clear();
  }

  protected onTick(tick: BusTick): void {
    if (this.options.ofStock(tick.stock) === undefined || !this.deps.market.bus.isOpen(tick.stock, tick.time))
      return;
    this.moved.add(tick.stock);
    for (const trigger of this.book.crossed(tick.stock, tick.price)) {
      this.queueTrigger(() => this.fire(trigger, tick.price), trigger);
    }
  }

  private async fire(trigger: Trigger, price: number): Promise<void> {
    if (trigger.kind === 'LIMIT') return this.fillResting(trigger.orderId, price);
    if (trigger.kind === 'LOSSCUT') {
      if (this.book.belowLosscut(trigger.userId)) return this.liquidate(trigger.userId);
      return this.book.placeLosscuts(trigger.userId);
    }
    const row = this.book.positions.get(trigger.positionId);
    if (row !== undefined) await this.closeAll(row, trigger.kind, price);
  }

  /**
   * Changes other instances booked, sessions (flatten at the end, tell the option change), balances, loss-cut
   * prices and cross data.
   */
  protected async poll(): Promise<void> {
    if (!this.leading) return;
    // Every row written lately, by any instance: the book takes the stored row, the truth after its commit.
    const changed = await this.deps.repo.changedSince(CHANGE_WINDOW_S);
    await this.freshSwitches();
    for (const row of changed.orders) this.book.trackOrder(row);
    for (const row of changed.positions) this.book.trackPosition(row);
    for (const option of this.options.all) {
      const { stock } = option.terms;
      const open = this.deps.market.bus.isOpen(stock);
      if (this.openNow.get(stock) === open) continue;
      this.openNow.set(stock, open);
      const isRest = !open || this.isClosed(option);
      this.pushes.option({ type: 'OVERSEA_OPTION_UPDATE', data: { id: option.id, stock, isRest } });
      if (!open) await this.flatten(stock);
    }
    const changedAccounts = await this.refreshAccounts();
    for (const [userId, account] of this.book.accounts) {
      const stocks = new Set([...account.positions].map((id) => this.book.positions.get(id)!.stock));
      // A loss-cut price moves with the balance, and with the other stocks' prices of a player holding several.
      if (changedAccounts.has(userId) || stocks.size > 1) this.book.placeLosscuts(userId);
      const touched = [...stocks].some((stock) => this.moved.has(stock));
      if (touched) this.pushes.cross(userId, this.crossOf(userId));
    }
    this.moved.clear();
  }

  /**
   * Session end: every position of the stock not kept overnight closes at the last price; so do the ones kept
   * overnight once an operator no longer allows overnight on it.
   */
  private async flatten(stock: string): Promise<void> {
    const price = lastPriceOf(this.deps.market, stock);
    const keeps = this.options.ofStock(stock)?.terms.overnightAllowed ?? false;
    const closing = [...this.book.positions.values()].filter(
      (row) => row.stock === stock && !(row.isOvernight && keeps),
    );
    for (const row of closing) await this.closeAll(row, 'SESSION_END', price);
  }

  /** Loss-cut: every position of the player closes at its last price, and their resting orders are cancelled. */
  private async liquidate(userId: number): Promise<void> {
    const account = this.book.account(userId);
    for (const id of [...account.positions]) {
      const row = this.book.positions.get(id)!;
      await this.closeAll(row, 'LIQUIDATION', lastPriceOf(this.deps.market, row.stock));
    }
    if (account.orders.size > 0) await this.cancel(userId, () => true);
  }

  /** Reads every tracked player's balance and loss-cut share; answers those that changed. */
  private async refreshAccounts(): Promise<Set<number>> {
    const changed = new Set<number>();
    const userIds = [...this.book.accounts.keys()];
    if (userIds.length === 0) return changed;
    const [balances, percents] = await Promise.all([
      this.deps.ledger.walletBalances(userIds, 'MONEY'),
      this.deps.repo.losscutPercents(userIds),
    ]);
    for (const userId of userIds) {
      const account = this.book.account(userId);
      const free = balances.get(userId) ?? 0n;
      const percent = percents.get(userId)!;
      if (account.free !== free || account.losscutPercent !== percent) changed.add(userId);
      account.free = free;
      account.losscutPercent = percent;
    }
    return changed;
  }

  // ---- changes (each runs alone on this instance: `run`)

  private async checkPlayer(userId: number): Promise<void> {
    const refusal = await tradingRefusal(this.deps.users, userId);
    if (refusal !== undefined) throw new OverseaRefusal(refusal);
  }

  private async accounts(q: Queryable, userId: number) {
    const user = await this.deps.ledger.userAccountId(userId, 'MONEY', q);
    const escrow = await this.deps.ledger.systemAccountId('OVERSEA_ESCROW', 'KRW', q);
    await lockAccount(q, user);
    return { user, escrow };
  }

  private async ownPosition(q: Queryable, userId: number, positionId: number): Promise<PositionRow> {
    const row = await this.deps.repo.position(positionId, q, true);
    if (row === undefined || row.userId !== userId || row.status !== 'OPEN')
      throw new OverseaRefusal('POSITION_NOT_FOUND');
    return row;
  }

  /** A new order filled at once at `price` (market, or a limit already through the price). */
  private async fillNew(
    userId: number,
    option: OverseaInstrument,
    request: OverseaOrderRequest,
    qty: number,
    price: number,
    claim?: OrderClaim,
  ): Promise<OverseaOrder> {
    const { order, result } = await this.deps.db.tx(async (q) => {
      await this.accounts(q, userId);
      const filled = await this.fillAt(
        q,
        { userId, option, marketType: request.marketType, tradeType: request.tradeType, qty },
        price,
        'MANUAL',
      );
      await claim?.(q, filled.order.id);
      return filled;
    });
    return this.afterFill(order, result, 'MANUAL');
  }

  /** A limit order that rests: its contracts' margin is held until it fills or is cancelled. */
  private async rest(
    userId: number,
    option: OverseaInstrument,
    request: OverseaOrderRequest,
    qty: number,
    limit: number,
    claim?: OrderClaim,
  ): Promise<OverseaOrder> {
    const order = await this.deps.db.tx(async (q) => {
      const { user, escrow } = await this.accounts(q, userId);
      const margin = BigInt(qty) * option.terms.marginPerContract;
      const order = await this.deps.repo.insertOrder(q, {
        userId,
        optionId: option.id,
        stock: option.terms.stock,
        marketType: 'LIMIT',
        tradeType: request.tradeType,
        qty,
        price: limit,
        margin,
        status: 'OPEN',
        reason: 'MANUAL',
        createdAt: this.deps.clock.now(),
      });
      await claim?.(q, order.id);
      await this.deps.ledger.bookSet(q, [
        {
          idempotencyKey: `oversea:order:${order.id}:hold-order`,
          debitAccountId: user,
          creditAccountId: escrow,
          asset: 'KRW',
          amount: margin,
          code: 'OVERSEA_ORDER_HOLD',
        },
      ]);
      return order;
    });
    this.track(order);
    const view = this.orderView(order);
    this.pushes.order(userId, 'ORDER_SUCCESS', view);
    await this.pushCross(userId);
    return view;
  }

  /** A resting order the price crossed fills at that price; one the player can no longer pay is cancelled. */
  private async fillResting(orderId: number, price: number): Promise<void> {
    const resting = this.book.orders.get(orderId);
    if (resting === undefined) return;
    const terms = this.instrument(resting.optionId).terms;
    try {
      const { order, result } = await this.deps.db.tx(async (q) => {
        await this.accounts(q, resting.userId);
        const order = await this.deps.repo.finishOrder(q, orderId, 'FILLED', price);
        if (order === undefined) return { order: undefined, result: {} };
        const result = await bookFill(this.deps, q, {
          order,
          terms,
          price,
          now: this.deps.clock.now(),
          reason: 'MANUAL',
        });
        return { order, result };
      });
      if (order === undefined) return this.track({ ...resting, status: 'CANCELLED' });
      await this.afterFill(order, result, 'MANUAL');
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'INSUFFICIENT_BALANCE') throw error;
      await this.cancel(resting.userId, (row) => row.id === orderId);
    }
  }

  /** The player's own close of a position (all of it, or `qty` contracts), at market. */
  private async closeByPlayer(
    userId: number,
    option: OverseaInstrument,
    request: OverseaOrderRequest,
    price: number,
    claim?: OrderClaim,
  ): Promise<OverseaOrder> {
    const { order, result } = await this.deps.db.tx(async (q) => {
      await this.accounts(q, userId);
      const position = await this.ownPosition(q, userId, request.overseaPositionId!);
      if (position.optionId !== option.id) throw new OverseaRefusal('POSITION_NOT_FOUND');
      if (request.tradeType !== opposite(position.side)) throw new OverseaRefusal('OVERSEA_CLOSE_SIDE');
      const qty = request.qty ?? position.qty;
      if (qty < 1 || qty > position.qty) throw new OverseaRefusal('OVERSEA_QTY_RANGE');
      const closed = await this.closeIn(q, position, qty, 'MANUAL', price);
      await claim?.(q, closed.order.id);
      return closed;
    });
    return this.afterFill(order, result, 'MANUAL');
  }

  /** A trigger's close of a whole position; nothing when it closed meanwhile. */
  private async closeAll(row: PositionRow, reason: OverseaCloseReason, price: number): Promise<void> {
    const done = await this.deps.db.tx(async (q) => {
      await this.accounts(q, row.userId);
      const position = await this.deps.repo.position(row.id, q, true);
      if (position === undefined || position.status !== 'OPEN') return undefined;
      return this.closeIn(q, position, position.qty, reason, price);
    });
    if (done === undefined) return this.track({ ...row, status: 'CLOSED' });
    await this.afterFill(done.order, done.result, reason);
  }

  private closeIn(
    q: Queryable,
    position: PositionRow,
    qty: number,
    reason: OverseaCloseReason,
    price: number,
  ) {
    const option = this.instrument(position.optionId);
    const order = {
      userId: position.userId,
      option,
      marketType: 'MARKET' as const,
      tradeType: opposite(position.side),
      qty,
    };
    return this.fillAt(q, order, price, reason);
  }

  /** An order filled at once: its row, stored FILLED, and the fill booked with it. */
  private async fillAt(
    q: Queryable,
    order: Pick<OrderRow, 'userId' | 'marketType' | 'tradeType' | 'qty'> & { option: OverseaInstrument },
    price: number,
    reason: OverseaCloseReason,
  ) {
    const { option, ...fields } = order;
    const row = await this.deps.repo.insertOrder(q, {
      ...fields,
      optionId: option.id,
      stock: option.terms.stock,
      price,
      filledPrice: price,
      margin: 0n,
      status: 'FILLED',
      reason,
      createdAt: this.deps.clock.now(),
    });
    const result = await bookFill(this.deps, q, {
      order: row,
      terms: option.terms,
      price,
      now: this.deps.clock.now(),
      reason,
    });
    return { order: row, result };
  }

  private async cancel(userId: number, which: (row: OrderRow) => boolean): Promise<OverseaOrder[]> {
    const cancelled = await this.deps.db.tx(async (q) => {
      const { user, escrow } = await this.accounts(q, userId);
      const rows: OrderRow[] = [];
      for (const open of (await this.deps.repo.openOrders({ userId }, q)).filter(which)) {
        const row = await this.deps.repo.finishOrder(q, open.id, 'CANCELLED', null);
        if (row !== undefined) rows.push(row);
      }
      await this.deps.ledger.bookSet(
        q,
        rows
          .filter((row) => row.margin > 0n)
          .map((row) => ({
            idempotencyKey: `oversea:order:${row.id}:release-order`,
            debitAccountId: escrow,
            creditAccountId: user,
            asset: 'KRW' as const,
            amount: row.margin,
            code: 'OVERSEA_ORDER_RELEASE',
          })),
      );
      return rows;
    });
    const views = cancelled.map((row) => {
      this.track(row);
      const view = this.orderView(row);
      this.pushes.order(userId, 'ORDER_CANCEL', view);
      return view;
    });
    if (views.length > 0) await this.pushCross(userId);
    return views;
  }

  private async changeTpsl(
    userId: number,
    option: OverseaInstrument,
    positionId: number,
    next: (row: PositionRow) => { tp: number | null; sl: number | null },
  ): Promise<OverseaPosition> {
    const row = await this.deps.db.tx(async (q) => {
      await this.accounts(q, userId);
      const position = await this.ownPosition(q, userId, positionId);
      if (position.optionId !== option.id) throw new OverseaRefusal('POSITION_NOT_FOUND');
      const { tp, sl } = next(position);
      const { raw } = triggerPrices(option.terms, { ...position, tpTick: tp, slTick: sl });
      const last = lastPriceOf(this.deps.market, position.stock);
      const long = position.side === 'LONG';
      // A trigger past zero, or one the price is already through (it would fire at once), is refused, saying which.
      if ((raw.tp !== null && raw.tp <= 0) || (raw.sl !== null && raw.sl <= 0))
        throw new OverseaRefusal('TPSL_PAST_ZERO');
      if (raw.tp !== null && (long ? raw.tp <= last : raw.tp >= last))
        throw new OverseaRefusal('TP_PRICE_CROSSED');
      if (raw.sl !== null && (long ? raw.sl >= last : raw.sl <= last))
        throw new OverseaRefusal('SL_PRICE_CROSSED');
      return this.deps.repo.setTpsl(q, position.id, tp, sl);
    });
    return this.afterPosition(row);
  }

  // ---- after a commit: the book, the pushes

  private async afterFill(
    order: OrderRow,
    result: FillResult,
    reason: OverseaCloseReason,
  ): Promise<OverseaOrder> {
    const userId = order.userId;
    const view = this.orderView(order);
    if (order.marketType === 'LIMIT') this.track(order);
    this.pushes.order(userId, 'ORDER_FILLED', view);
    if (result.closed !== undefined) {
      this.track(result.closed);
      this.pushes.position(
        userId,
        reason === 'LIQUIDATION' ? 'POSITION_LIQUID' : 'POSITION_CLOSE',
        this.positionView(result.closed),
      );
    }
    if (result.changed !== undefined) {
      this.track(result.changed.row);
      this.pushes.position(
        userId,
        result.changed.opened ? 'POSITION_OPEN' : 'POSITION_UPDATE',
        this.positionView(result.changed.row),
      );
    }
    await this.pushCross(userId);
    return view;
  }

  private async afterPosition(row: PositionRow): Promise<OverseaPosition> {
    this.track(row);
    const view = this.positionView(row);
    this.pushes.position(row.userId, 'POSITION_UPDATE', view);
    await this.pushCross(row.userId);
    return view;
  }

  /** Only the leader keeps the book; a follower's changes reach it through the database (`poll`). */
  private track(row: PositionRow | OrderRow): void {
    if (!this.leading) return;
    if ('side' in row) this.book.trackPosition(row);
    else this.book.trackOrder(row);
  }

  /**
   * Pushes the player's cross data after a change: the leader reads their balance and values the rest from
   * its book; another instance reads it all from the database.
   */
  private async pushCross(userId: number): Promise<void> {
    if (!this.leading) return this.pushes.cross(userId, await this.cross(userId));
    const balances = await this.deps.ledger.walletBalances([userId], 'MONEY');
    this.book.account(userId).free = balances.get(userId) ?? 0n;
    this.book.placeLosscuts(userId);
    this.pushes.cross(userId, this.crossOf(userId));
  }

  /** The cross data from the leader's book. */
  private crossOf(userId: number): OverseaCross {
    const { free, held, pnl, losscut } = this.book.equity(userId);
    const krw = (amount: bigint) => formatUnits(amount, 0);
    return {
      playerPoint: krw(free),
      lastPnl: krw(pnl),
      losscut: krw(losscut),
      playerGameWaitPoint: krw(held),
    };
  }
}
