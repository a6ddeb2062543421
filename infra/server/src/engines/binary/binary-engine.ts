import type { Bet, BetSide, PointMessage, TradeQueueMessage } from '@bx/contracts';
import { TOPICS } from '@bx/contracts';

import type { Db } from '../../db/db.js';
import { AppError } from '../../errors/app-error.js';
import type { TimerClock } from '../../market/clock.js';
import type { MarketService } from '../../market/market-service.js';
import { ASSET_SCALES, type Asset } from '../../money/assets.js';
import { toUnits } from '../../money/units.js';
import type { Realtime } from '../../realtime/realtime-server.js';
import type {
  BetRow,
  BetSettlement,
  BinaryRepository,
  RoundRow,
  TransferRow,
} from '../../repositories/binary-repository.js';
import type { LedgerRepository } from '../../repositories/ledger-repository.js';
import type { UserRepository } from '../../repositories/user-repository.js';
import { BetIntake } from './bet-intake.js';
import { decideOutcome, payoutOf, roundWindowAt, usablePrice, type Outcome } from './rules.js';
import { toBet, toBinaryWallet, toTradeRound } from './views.js';

export interface BinaryEngineOptions {
  db: Db;
  repo: BinaryRepository;
  ledger: LedgerRepository;
  users: UserRepository;
  market: MarketService;
  clock: TimerClock;
  realtime?: Pick<Realtime, 'publishToUser' | 'broadcast'>;
  log?: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
  /** Lock and close run this long after lockAt / closeAt, so the tick of that instant has arrived. */
  graceMs?: number;
  /** Bets settled per database transaction. */
  settleBatchSize?: number;
  /** Called after each committed settlement batch (tests and the crash child watch it). */
  onSettleBatch?: (roundId: number, settled: number) => void;
}

export interface BetInput {
  point: string;
  tradeRoundId: number;
  type: BetSide;
}

const BETTING_ROLES = new Set(['PLAYER', 'TRADER']);

interface BetRequest {
  userId: number;
  input: BetInput;
  key: string;
}

export interface BetOutcome {
  bet: Bet;
  replayed: boolean;
}

type BatchRow = Parameters<BinaryRepository['insertBetBatch']>[0][number];

interface CheckCache {
  users: Map<number, NonNullable<Awaited<ReturnType<UserRepository['findById']>>>>;
  rounds: Map<number, RoundRow>;
  options: Map<number, NonNullable<Awaited<ReturnType<BinaryRepository['option']>>>>;
}

/**
 * Binary / rent rounds. One runner per trade option is the single writer of that option's rounds: it opens
 * them back to back on the clock, records the lock and close prices from the price bus, and settles. Bets are
 * taken concurrently; each is one transaction (bet row + stake transfer) keyed by its idempotency key (the
 * client's Idempotency-Key, or one the route makes up when the client sent none).
 */
export class BinaryEngine {
  private readonly runners = new Map<number, OptionRunner>();
  private readonly inflight = new Map<number, Set<Promise<unknown>>>();
  private readonly userAccounts = new Map<number, number>();
  private readonly escrow = new Map<string, number>();
  private readonly house = new Map<string, number>();
  private readonly intake = new BetIntake<BetRequest, BetOutcome>((items) => this.bookBets(items));
  readonly graceMs: number;
  readonly settleBatchSize: number;
  stopped = true;

  constructor(readonly options: BinaryEngineOptions) {
    this.graceMs = options.graceMs ?? 500;
    this.settleBatchSize = options.settleBatchSize ?? 500;
  }

  get clock(): TimerClock {
    return this.options.clock;
  }

  /** Finishes every round a previous run left behind, then starts a runner per option. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.recover();
    for (const option of await this.options.repo.options()) this.runner(option.id).wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const runner of this.runners.values()) runner.cancelTimers();
    await this.idle();
  }

  /** Resolves when no runner task and no bet is in flight. */
  async idle(): Promise<void> {
    for (;;) {
      const pending = [
        ...[...this.runners.values()].map((runner) => runner.tail),
        ...[...this.inflight.values()].flatMap((set) => [...set]),
      ];
      await Promise.allSettled(pending);
      const again = [
        ...[...this.runners.values()].map((runner) => runner.tail),
        ...[...this.inflight.values()].flatMap((set) => [...set]),
      ];
      if (again.length === pending.length && again.every((p, i) => p === pending[i])) return;
    }
  }

  /** A new option (or one switched back on) gets its runner now rather than at the next restart. */
  wakeOption(tradeOptionId: number): void {
    if (!this.stopped) this.runner(tradeOptionId).wake();
  }

  private runner(id: number): OptionRunner {
    let runner = this.runners.get(id);
    if (runner === undefined) {
      runner = new OptionRunner(this, id);
      this.runners.set(id, runner);
    }
    return runner;
  }

  /**
   * Rounds whose close time (plus grace) has passed and that are not finished: a recorded outcome is settled;
   * a round without one is decided from the bus if it still holds the prices, else cancelled and refunded.
   */
  async recover(tradeOptionId?: number, skip: ReadonlySet<number> = new Set()): Promise<number> {
    const rounds = await this.options.repo.unfinishedRounds(this.clock.now() - this.graceMs, tradeOptionId);
    let count = 0;
    for (const round of rounds) {
      if (skip.has(round.id)) continue;
      await this.closeAndSettle(round.id);
      count++;
    }
    return count;
  }

  // ---- bets -----------------------------------------------------------------------------------------------

  /** Every check a bet must pass before it is booked; returns what booking needs. */
  private async check(userId: number, input: BetInput, cache?: CheckCache) {
    const { repo } = this.options;
    const user = cache?.users.get(userId) ?? (await this.options.users.findById(userId));
    if (user === undefined) throw new AppError(404, 'USER_NOT_FOUND');
    cache?.users.set(userId, user);
    if (user.status === 'DENY') throw new AppError(403, 'ACCOUNT_DENIED');
    if (!BETTING_ROLES.has(user.role)) throw new AppError(403, 'NO_PERMISSION');
    const round = cache?.rounds.get(input.tradeRoundId) ?? (await repo.round(input.tradeRoundId));
    if (round === undefined) throw new AppError(404, 'ROUND_NOT_FOUND');
    cache?.rounds.set(round.id, round);
    const option = cache?.options.get(round.tradeOptionId) ?? (await repo.option(round.tradeOptionId));
    if (option === undefined || option.isPlay !== 1 || option.isStop !== 1) {
      throw new AppError(400, 'OPTION_STOPPED');
    }
    cache?.options.set(option.id, option);
    const now = this.clock.now();
    if (!this.options.market.bus.isOpen(round.stock, now)) throw new AppError(400, 'MARKET_CLOSED');
    if (round.phase !== 'OPEN' || now >= round.lockAt) throw new AppError(400, 'ROUND_CLOSED');
    if (now < round.openAt) throw new AppError(400, 'ROUND_NOT_OPEN');
    const point = stakeOf(input.point, option.currency);
    if (point === undefined) throw new AppError(400, 'BET_UNIT_MISMATCH');
    if (point < option.minBet) throw new AppError(400, 'BET_TOO_SMALL');
    if (point % option.betUnit !== 0n) throw new AppError(400, 'BET_UNIT_MISMATCH');
    return { round, option, point, now };
  }

  /**
   * One bet, booked with the bets that arrive beside it (BetIntake): a player's answer waits for one shared
   * transaction, not for a queue of single ones behind the escrow account's lock.
   */
  placeBet(userId: number, input: BetInput, key: string): Promise<BetOutcome> {
    return this.intake.submit({ userId, input, key });
  }

  /**
   * Bulk intake for load tools and property tests: one batch through the same path. Keys already used are
   * replays (neither accepted nor refused); answers how many were booked and the refusal codes.
   */
  async placeBets(items: readonly BetRequest[]): Promise<{ accepted: number; refused: string[] }> {
    const outcomes = await this.bookBets(items);
    return {
      accepted: outcomes.filter((outcome) => !(outcome instanceof Error) && !outcome.replayed).length,
      refused: outcomes.flatMap((outcome) =>
        outcome instanceof AppError ? [outcome.code] : outcome instanceof Error ? ['INTERNAL'] : [],
      ),
    };
  }

  /**
   * Books a batch: replays answered from the bets already there, every check per bet (one read per distinct
   * user, round and option), balances checked in memory before the one transaction per currency, then one
   * read of the booked bets for the answers and the pushes. One outcome per request, in order.
   */
  private async bookBets(items: readonly BetRequest[]): Promise<Array<BetOutcome | Error>> {
    const { repo } = this.options;
    const outcomes: Array<BetOutcome | Error | undefined> = items.map(() => undefined);
    const keyOf = (item: BetRequest) => `${item.userId}:${item.key}`;
    const existing = await repo.betsByKeys(items);
    const cache: CheckCache = { users: new Map(), rounds: new Map(), options: new Map() };
    await this.prefetchUsers(
      items.filter((item) => !existing.has(keyOf(item))).map((item) => item.userId),
      cache,
    );
    const pending = new Map<Asset, Array<{ index: number; row: BatchRow }>>();
    const firstOfKey = new Map<string, number>();
    let now = this.clock.now();
    for (const [index, item] of items.entries()) {
      try {
        const found = existing.get(keyOf(item));
        if (found !== undefined) {
          outcomes[index] = { bet: replayOf(found, item.input), replayed: true };
          continue;
        }
        // The same key twice in one batch: the second is answered as a replay of the first, below.
        if (firstOfKey.has(keyOf(item))) continue;
        firstOfKey.set(keyOf(item), index);
        const checked = await this.check(item.userId, item.input, cache);
        now = checked.now;
        const asset = checked.option.currency as Asset;
        const group = pending.get(asset) ?? [];
        pending.set(asset, group);
        group.push({
          index,
          row: {
            tradeRoundId: checked.round.id,
            userId: item.userId,
            accountId: await this.userAccount(item.userId),
            type: item.input.type,
            point: checked.point,
            payoutRate: checked.option.payoutRate,
            key: item.key,
          },
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes[index] = error;
      }
    }

    const bookedIds = new Map<string, number>();
    for (const [asset, group] of pending) {
      for (const { index, error } of await this.bookGroup(asset, group, now, bookedIds))
        outcomes[index] = error;
    }
    const booked = await repo.betsByIds([...bookedIds.values()]);
    const raced = await repo.betsByKeys(
      [...firstOfKey.values()]
        .filter((index) => outcomes[index] === undefined && !bookedIds.has(keyOf(items[index]!)))
        .map((index) => items[index]!),
    );
    for (const [index, item] of items.entries()) {
      if (outcomes[index] !== undefined) continue;
      const key = keyOf(item);
      const id = bookedIds.get(key);
      const row = id === undefined ? raced.get(key) : booked.get(id);
      const first = firstOfKey.get(key)!;
      try {
        if (row === undefined) {
          // Not booked: the round stopped taking bets between the check and the insert (or, for a repeat of a
          // key in this batch, the first request was refused: the same answer).
          outcomes[index] = first === index ? new AppError(400, 'ROUND_CLOSED') : outcomes[first]!;
        } else if (first === index && id !== undefined) {
          outcomes[index] = { bet: toBet(row), replayed: false };
        } else {
          // A repeat of a key booked by this batch, or a request that lost the race to the same key elsewhere.
          outcomes[index] = { bet: replayOf(row, item.input), replayed: true };
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes[index] = error;
      }
    }

    for (const row of booked.values()) this.publishBet(row.userId, 'BET_PLACED', toBet(row));
    await this.publishWallets([...new Set([...booked.values()].map((row) => row.userId))]);
    return outcomes as Array<BetOutcome | Error>;
  }

  /** Every player of a batch read side by side (the pool's connections), not one after another in the checks. */
  private async prefetchUsers(userIds: readonly number[], cache: CheckCache): Promise<void> {
    await Promise.all(
      [...new Set(userIds)].map(async (userId) => {
        const user = await this.options.users.findById(userId);
        if (user === undefined) return; // refused in its check
        cache.users.set(userId, user);
        await this.userAccount(userId);
      }),
    );
  }

  /**
   * One currency's bets in one transaction. Bets beyond a player's balance are refused before it (the
   * ledger's CHECK stays the guard against races: a batch that trips it is split in halves until the
   * overdrawing bets stand alone). Records the ids booked by key; answers the refusals.
   */
  private async bookGroup(
    asset: Asset,
    group: ReadonlyArray<{ index: number; row: BatchRow }>,
    now: number,
    bookedIds: Map<string, number>,
  ): Promise<Array<{ index: number; error: AppError }>> {
    const refusals: Array<{ index: number; error: AppError }> = [];
    const balances = await this.options.repo.binaryBalances([...new Set(group.map(({ row }) => row.userId))]);
    const affordable = group.filter(({ index, row }) => {
      const balance = balances.get(row.userId) ?? 0n;
      if (balance < row.point) {
        refusals.push({ index, error: new AppError(400, 'INSUFFICIENT_BALANCE') });
        return false;
      }
      balances.set(row.userId, balance - row.point);
      return true;
    });
    const escrow = await this.escrowAccount(asset);
    const book = async (batch: typeof affordable): Promise<void> => {
      if (batch.length === 0) return;
      const work = this.options.repo.insertBetBatch(
        batch.map(({ row }) => row),
        asset,
        escrow,
        now,
      );
      try {
        const rounds = [...new Set(batch.map(({ row }) => row.tradeRoundId))];
        const inserted = await Promise.all(rounds.map((roundId) => this.track(roundId, work))).then(
          () => work,
        );
        for (const bet of inserted) bookedIds.set(`${bet.userId}:${bet.key}`, bet.id);
      } catch (error) {
        if ((error as { code?: unknown }).code !== '23514') throw error;
        if (batch.length === 1) {
          refusals.push({ index: batch[0]!.index, error: new AppError(400, 'INSUFFICIENT_BALANCE') });
          return;
        }
        const half = Math.ceil(batch.length / 2);
        await book(batch.slice(0, half));
        await book(batch.slice(half));
      }
    };
    await book(affordable);
    return refusals;
  }

  private async track<T>(roundId: number, work: Promise<T>): Promise<T> {
    const set = this.inflight.get(roundId) ?? new Set();
    this.inflight.set(roundId, set);
    set.add(work);
    try {
      return await work;
    } finally {
      set.delete(work);
      if (set.size === 0) this.inflight.delete(roundId);
    }
  }

  /** Waits for bets of the round that were accepted before the lock and are still committing. */
  async betsSettledIn(roundId: number): Promise<void> {
    await Promise.allSettled([...(this.inflight.get(roundId) ?? [])]);
  }

  // ---- round steps ----------------------------------------------------------------------------------------

  /** Records the lock price: the last tick at or before lockAt, unless it is older than the stale buffer. */
  async lock(round: RoundRow): Promise<void> {
    const bus = this.options.market.bus;
    const price = usablePrice(bus.priceAt(round.stock, round.lockAt), round.lockAt, bus.staleAfterMs);
    await this.options.repo.lockRound(round.id, price);
    await this.publishRound(round.id);
  }

  /** Decides the outcome once (if not yet recorded), settles every bet, marks the round finished. */
  async closeAndSettle(roundId: number): Promise<void> {
    await this.betsSettledIn(roundId);
    const { repo } = this.options;
    let round = await repo.round(roundId);
    if (round === undefined) return;
    if (round.phase === 'OPEN' || round.phase === 'LOCKED') {
      const bus = this.options.market.bus;
      const close = usablePrice(bus.priceAt(round.stock, round.closeAt), round.closeAt, bus.staleAfterMs);
      // A close price must come from the round itself, not from before the lock.
      const closePrice = close !== undefined && close.time > round.lockAt ? close : undefined;
      const outcome = decideOutcome(round.lockPrice, closePrice?.price);
      await repo.closeRound(round.id, { ...outcome, closePrice });
      round = (await repo.round(roundId))!;
      await this.publishRound(round.id);
    }
    if (round.phase !== 'CLOSED') return;
    await this.settle(round);
  }

  private async settle(round: RoundRow): Promise<void> {
    const { repo } = this.options;
    const outcome: Outcome = { status: round.status, winner: round.winner };
    const option = await repo.option(round.tradeOptionId);
    const asset = (option?.currency ?? 'USDT') as Asset;
    const escrow = await this.escrowAccount(asset);
    const house = await this.houseAccount(asset);
    let afterId = 0;
    for (;;) {
      const bets = await repo.settleBatch(round.id, afterId, this.settleBatchSize, this.clock.now(), (bet) =>
        planSettlement(bet, outcome, escrow, house),
      );
      if (bets.length === 0) break;
      afterId = bets[bets.length - 1]!.id;
      this.options.onSettleBatch?.(round.id, bets.length);
      for (const bet of bets) this.publishBet(bet.userId, 'BET_SETTLED', toBet(bet));
      await this.publishWallets([...new Set(bets.map((bet) => bet.userId))]);
    }
    await repo.finishRound(round.id, this.clock.now());
    await this.publishRound(round.id);
  }

  // ---- accounts and pushes --------------------------------------------------------------------------------

  private async userAccount(userId: number): Promise<number> {
    let id = this.userAccounts.get(userId);
    if (id === undefined) {
      id = await this.options.ledger.userAccountId(userId, 'BINARY');
      this.userAccounts.set(userId, id);
    }
    return id;
  }

  private async escrowAccount(asset: Asset): Promise<number> {
    let id = this.escrow.get(asset);
    if (id === undefined) {
      id = await this.options.repo.escrowAccountId(asset);
      this.escrow.set(asset, id);
    }
    return id;
  }

  private async houseAccount(asset: Asset): Promise<number> {
    let id = this.house.get(asset);
    if (id === undefined) {
      id = await this.options.ledger.systemAccountId('HOUSE', asset);
      this.house.set(asset, id);
    }
    return id;
  }

  async publishRound(roundId: number): Promise<void> {
    if (this.options.realtime === undefined) return;
    const round = await this.options.repo.round(roundId);
    if (round !== undefined)
      this.options.realtime.broadcast(TOPICS.tradeRound(round.tradeOptionId), toTradeRound(round));
  }

  private publishBet(userId: number, type: TradeQueueMessage['type'], bet: Bet): void {
    const message: TradeQueueMessage = { type, data: bet };
    this.options.realtime?.publishToUser(userId, '/queue/trade', message);
  }

  private async publishWallets(userIds: number[]): Promise<void> {
    if (this.options.realtime === undefined || userIds.length === 0) return;
    const balances = await this.options.repo.binaryBalances(userIds);
    for (const [userId, balance] of balances) {
      const message: PointMessage = { type: 'BINARY', data: toBinaryWallet(balance) };
      this.options.realtime.publishToUser(userId, '/queue/point', message);
    }
  }

  logError(error: unknown, msg: string): void {
    this.options.log?.error({ err: error }, msg);
  }
}

/** "10.5" in the currency's minor units; undefined for more decimals than the currency has. */
function stakeOf(point: string, currency: string): bigint | undefined {
  try {
    return toUnits(point, ASSET_SCALES[currency as Asset] ?? 0);
  } catch {
    return undefined;
  }
}

/** A replayed request must be the same bet; the same key with another body is refused. */
function replayOf(existing: BetRow, input: BetInput): Bet {
  const point = stakeOf(input.point, existing.asset);
  if (
    existing.tradeRoundId !== input.tradeRoundId ||
    existing.type !== input.type ||
    existing.point !== point
  ) {
    throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
  }
  return toBet(existing);
}

/**
 * The transfers of one bet, keyed by its id. Realized: the stake goes escrow -> house, and a winner gets
 * stake x rate (toward zero) house -> player. Void or cancelled: the stake goes back escrow -> player.
 */
export function planSettlement(
  bet: BetRow & { accountId: number },
  outcome: Outcome,
  escrow: number,
  house: number,
): { settlement: BetSettlement; transfers: TransferRow[] } {
  if (outcome.status !== 1) {
    return {
      settlement: { betId: bet.id, status: outcome.status, payout: bet.point, won: null },
      transfers: [
        {
          key: `binary:refund:${bet.id}`,
          debit: escrow,
          credit: bet.accountId,
          amount: bet.point,
          code: 'BINARY_REFUND',
        },
      ],
    };
  }
  const won = bet.type === outcome.winner;
  const transfers: TransferRow[] = [
    { key: `binary:settle:${bet.id}`, debit: escrow, credit: house, amount: bet.point, code: 'BINARY_STAKE' },
  ];
  const payout = won ? payoutOf(bet.point, bet.payoutRate).payout : 0n;
  if (payout > 0n) {
    transfers.push({
      key: `binary:payout:${bet.id}`,
      debit: house,
      credit: bet.accountId,
      amount: payout,
      code: 'BINARY_PAYOUT',
    });
  }
  return { settlement: { betId: bet.id, status: 1, payout, won }, transfers };
}

/** The single writer of one option's rounds: a serial task queue driven by clock timers. */
class OptionRunner {
  tail: Promise<void> = Promise.resolve();
  private readonly timers = new Set<() => void>();
  private readonly active = new Set<number>();
  private woken = false;

  constructor(
    private readonly engine: BinaryEngine,
    private readonly optionId: number,
  ) {}

  wake(): void {
    if (this.woken) return;
    this.woken = true;
    this.enqueue(() => this.boundary());
  }

  cancelTimers(): void {
    for (const cancel of this.timers) cancel();
    this.timers.clear();
    this.woken = false;
  }

  private enqueue(task: () => Promise<void>): void {
    this.tail = this.tail
      .then(task)
      .catch((error: unknown) => this.engine.logError(error, 'binary round task failed'));
  }

  private at(time: number, task: () => Promise<void>): void {
    const cancel = this.engine.clock.setTimer(time, () => {
      this.timers.delete(cancel);
      if (!this.engine.stopped) this.enqueue(task);
    });
    this.timers.add(cancel);
  }

  /** At each round boundary: finish leftovers, open (or adopt) the current round, come back at its end. */
  private async boundary(): Promise<void> {
    const { repo, market } = this.engine.options;
    const option = await repo.option(this.optionId);
    if (option === undefined) {
      this.woken = false;
      return;
    }
    const now = this.engine.clock.now();
    const window = roundWindowAt(now, option.roundSeconds, option.lockSeconds);
    this.at(window.closeAt, () => this.boundary());
    // Rounds this runner does not hold (an earlier run's, or a failed settlement) get finished here.
    await this.engine.recover(this.optionId, this.active);
    const spec = market.bus.spec(option.stock);
    if (spec === undefined) return;
    const playable =
      option.isPlay === 1 &&
      option.isStop === 1 &&
      market.bus.isOpen(option.stock, window.openAt) &&
      market.bus.isOpen(option.stock, window.closeAt - 1);
    if (!playable || now >= window.lockAt) return;
    const round = await repo.openRound({
      tradeOptionId: option.id,
      stock: option.stock,
      precision: spec.precision,
      ...window,
    });
    if (this.active.has(round.id) || (round.phase !== 'OPEN' && round.phase !== 'LOCKED')) return;
    this.active.add(round.id);
    await this.engine.publishRound(round.id);
    const grace = this.engine.graceMs;
    if (round.phase === 'OPEN') {
      this.at(round.lockAt + grace, async () => {
        await this.engine.lock(round);
        this.at(round.closeAt + grace, () => this.close(round.id));
      });
    } else {
      this.at(round.closeAt + grace, () => this.close(round.id));
    }
  }

  private async close(roundId: number): Promise<void> {
    try {
      await this.engine.closeAndSettle(roundId);
    } finally {
      this.active.delete(roundId);
    }
  }
}
