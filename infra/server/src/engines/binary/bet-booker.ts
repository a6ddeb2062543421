import type { Bet } from '@bx/contracts';

import { DomainError } from '../../errors/domain-error.js';
import type { Asset } from '../../money/assets.js';
import type { BetBookingRow } from '../../repositories/binary/bet-booking.js';
import type { BetRow } from '../../repositories/binary/binary-rows.js';
import { LedgerRefusal } from '../../repositories/ledger/ledger-refusal.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { BetIntake } from './bet-intake.js';
import { checkBet, emptyCheckCache, replayOf, type BetCheckDeps, type BetInput } from './bet-checks.js';
import type { BinaryPushes } from './binary-pushes.js';
import { BinaryRefusal } from './binary-refusal.js';
import { toBet } from './views.js';

export interface BetRequest {
  userId: number;
  input: BetInput;
  key: string;
}

export interface BetOutcome {
  bet: Bet;
  replayed: boolean;
}

type Refusal = { index: number; error: DomainError };

/**
 * Bets taken concurrently and booked by group commit (BetIntake): the bets that arrive together share one
 * transaction per currency (bet rows + stakes held in escrow), keyed by their idempotency keys (the client's
 * Idempotency-Key, or one the route makes up when the client sent none).
 */
export class BetBooker {
  private readonly inflight = new Map<number, Set<Promise<unknown>>>();
  private readonly intake = new BetIntake<BetRequest, BetOutcome>((items) => this.bookBets(items));

  constructor(
    private readonly deps: BetCheckDeps & {
      ledger: LedgerRepository;
      pushes: BinaryPushes;
      log?: { error(obj: unknown, msg: string): void };
      /** How long one booking statement may take before its bets are answered SERVER_BUSY. */
      bookingTimeoutMs: number;
    },
  ) {}

  /**
   * One bet, booked with the bets that arrive beside it: a player's answer waits for one shared transaction,
   * not for a queue of single ones behind the escrow account's lock.
   */
  placeBet(request: BetRequest): Promise<BetOutcome> {
    return this.intake.submit(request);
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
        outcome instanceof DomainError ? [outcome.code] : outcome instanceof Error ? ['INTERNAL'] : [],
      ),
    };
  }

  /** Bookings still committing, of every round. */
  inflightWork(): Promise<unknown>[] {
    return [...this.inflight.values()].flatMap((set) => [...set]);
  }

  /** Waits for bets of the round that were accepted before the lock and are still committing. */
  async betsSettledIn(roundId: number): Promise<void> {
    await Promise.allSettled([...(this.inflight.get(roundId) ?? [])]);
  }

  /**
   * Books a batch: everything its checks need read side by side (the players, their balances, the rounds and
   * their options), every check per bet in memory, one transaction per currency that answers the booked bets
   * whole, and the pushes after the answers. A key used before (a client's retry) is found only when its bet
   * was not booked now, so a batch of new bets costs no read for replays. One outcome per request, in order.
   */
  private async bookBets(items: readonly BetRequest[]): Promise<Array<BetOutcome | Error>> {
    const outcomes: Array<BetOutcome | Error | undefined> = items.map(() => undefined);
    const keyOf = (item: BetRequest) => `${item.userId}:${item.key}`;
    const { cache, balances } = await this.readBatch(items);
    const pending = new Map<Asset, Array<{ index: number; row: BetBookingRow }>>();
    const firstOfKey = new Map<string, number>();
    let now = this.deps.clock.now();
    for (const [index, item] of items.entries()) {
      // The same key twice in one batch: the second is answered as the first is, below.
      if (firstOfKey.has(keyOf(item))) continue;
      firstOfKey.set(keyOf(item), index);
      try {
        const checked = await checkBet(this.deps, item.userId, item.input, cache);
        now = checked.now;
        const asset = checked.option.currency as Asset;
        const group = pending.get(asset) ?? [];
        pending.set(asset, group);
        group.push({
          index,
          row: {
            tradeRoundId: checked.round.id,
            userId: item.userId,
            accountId: await this.deps.ledger.userAccountId(item.userId, 'BINARY'),
            type: item.input.type,
            point: checked.point,
            payoutRate: checked.option.payoutRate,
            key: item.key,
          },
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes[index] = error;
      }
    }

    const booked = new Map<string, BetRow>();
    const balancesAfter = new Map<number, bigint>();
    for (const [asset, group] of pending) {
      const fresh = await this.withoutReplaysWhereShort(group, balances);
      for (const { index, error } of await this.bookGroup(asset, fresh, balances, now, {
        booked,
        balancesAfter,
      }))
        outcomes[index] = error;
    }
    // Not booked now: refused, skipped by the insert (its key was used before, or the round stopped taking bets
    // in between), or a retry whose stored bet is its answer whatever the checks say today.
    const stored = await this.deps.repo.betsByKeys(
      [...firstOfKey.values()]
        .filter((index) => !booked.has(keyOf(items[index]!)))
        .map((index) => items[index]!),
    );
    for (const [index, item] of items.entries()) {
      const key = keyOf(item);
      const mine = booked.get(key);
      const row = mine ?? stored.get(key);
      const first = firstOfKey.get(key)!;
      try {
        if (row === undefined) {
          // Refused, or not booked because the round closed between the check and the insert (a repeat of a
          // key in this batch gets its first request's answer).
          outcomes[index] =
            first === index ? (outcomes[index] ?? new BinaryRefusal('ROUND_CLOSED')) : outcomes[first]!;
        } else if (first === index && mine !== undefined) {
          outcomes[index] = { bet: toBet(row), replayed: false };
        } else {
          // A retry of a key booked before, a repeat of a key booked by this batch, or a request that lost the
          // race to the same key elsewhere.
          outcomes[index] = { bet: replayOf(row, item.input), replayed: true };
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes[index] = error;
      }
    }
    this.push([...booked.values()], balancesAfter);
    return outcomes as Array<BetOutcome | Error>;
  }

  /**
   * The group less the retries of bets booked before, looked up only for players whose stakes in the group
   * exceed their balance: a retry costs nothing, so it must not make a new bet beside it look unaffordable.
   */
  private async withoutReplaysWhereShort<T extends { row: BetBookingRow }>(
    group: readonly T[],
    balances: Map<number, bigint>,
  ): Promise<readonly T[]> {
    const staked = new Map<number, bigint>();
    for (const { row } of group) staked.set(row.userId, (staked.get(row.userId) ?? 0n) + row.point);
    const short = group.filter(({ row }) => staked.get(row.userId)! > (balances.get(row.userId) ?? 0n));
    if (short.length === 0) return group;
    const earlier = await this.deps.repo.betsByKeys(short.map(({ row }) => row));
    return group.filter(({ row }) => !earlier.has(`${row.userId}:${row.key}`));
  }

  /**
   * The batch's reads, side by side on the pool's connections: its players and their BINARY balances, its rounds
   * and their options. The ledger accounts of players seen before are remembered by the ledger module.
   */
  private async readBatch(items: readonly BetRequest[]) {
    const { repo, users, ledger } = this.deps;
    const cache = emptyCheckCache();
    const userIds = [...new Set(items.map((item) => item.userId))];
    const roundIds = [...new Set(items.map((item) => item.input.tradeRoundId))];
    const [found, balances, rounds] = await Promise.all([
      users.findByIds(userIds),
      ledger.walletBalances(userIds, 'BINARY'),
      repo.roundsWithOptions(roundIds),
      // Warms the ledger's account cache only: a failure here is met again, and answered, by the bet's own lookup.
      ...userIds.map((userId) => ledger.userAccountId(userId, 'BINARY').catch(() => undefined)),
    ]);
    for (const [userId, user] of found) cache.users.set(userId, user);
    for (const { round, option } of rounds) {
      cache.rounds.set(round.id, round);
      if (option !== undefined) cache.options.set(option.id, option);
    }
    return { cache, balances };
  }

  /** Bets and balances told to their players once the answers are on their way; a failed push loses no money. */
  private push(booked: readonly BetRow[], balancesAfter: ReadonlyMap<number, bigint>): void {
    for (const row of booked) this.deps.pushes.betPlaced(row.userId, toBet(row));
    this.deps.pushes.balances(balancesAfter);
  }

  /**
   * One currency's bets in one transaction. Bets beyond a player's balance are refused before it (the
   * ledger's CHECK stays the guard against races: a batch that trips it is split in halves until the
   * overdrawing bets stand alone). Records the bets booked by key and their players' balances once booked;
   * answers the refusals.
   */
  private async bookGroup(
    asset: Asset,
    group: ReadonlyArray<{ index: number; row: BetBookingRow }>,
    balances: Map<number, bigint>,
    now: number,
    into: { booked: Map<string, BetRow>; balancesAfter: Map<number, bigint> },
  ): Promise<Refusal[]> {
    const { repo, ledger } = this.deps;
    const refusals: Refusal[] = [];
    const affordable = group.filter(({ index, row }) => {
      const balance = balances.get(row.userId) ?? 0n;
      if (balance < row.point) {
        refusals.push({ index, error: new BinaryRefusal('INSUFFICIENT_BALANCE') });
        return false;
      }
      balances.set(row.userId, balance - row.point);
      return true;
    });
    const escrow = await ledger.systemAccountId('BINARY_ESCROW', asset);
    const book = async (batch: typeof affordable): Promise<void> => {
      if (batch.length === 0) return;
      const work = repo.insertBetBatch(
        batch.map(({ row }) => row),
        asset,
        escrow,
        now,
        this.deps.bookingTimeoutMs,
      );
      try {
        const rounds = [...new Set(batch.map(({ row }) => row.tradeRoundId))];
        const { bets, balances: after } = await Promise.all(
          rounds.map((roundId) => this.track(roundId, work)),
        ).then(() => work);
        for (const bet of bets) into.booked.set(`${bet.userId}:${bet.idempotencyKey}`, bet);
        for (const [userId, balance] of after) into.balancesAfter.set(userId, balance);
      } catch (error) {
        if (!(error instanceof LedgerRefusal) || error.code !== 'INSUFFICIENT_BALANCE') throw error;
        if (batch.length === 1) {
          refusals.push({ index: batch[0]!.index, error });
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
}
