import type { Bet } from '@bx/contracts';

import { DomainError } from '../../errors/domain-error.js';
import type { Asset } from '../../money/assets.js';
import type { BetBookingRow } from '../../repositories/binary/bet-booking.js';
import { LedgerRefusal } from '../../repositories/ledger/ledger-refusal.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { BetIntake } from './bet-intake.js';
import {
  checkBet,
  emptyCheckCache,
  replayOf,
  type BetCheckDeps,
  type BetInput,
  type CheckCache,
} from './bet-checks.js';
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

  constructor(private readonly deps: BetCheckDeps & { ledger: LedgerRepository; pushes: BinaryPushes }) {}

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
   * Books a batch: replays answered from the bets already there, every check per bet (one read per distinct
   * user, round and option), balances checked in memory before the one transaction per currency, then one
   * read of the booked bets for the answers and the pushes. One outcome per request, in order.
   */
  private async bookBets(items: readonly BetRequest[]): Promise<Array<BetOutcome | Error>> {
    const { repo, pushes } = this.deps;
    const outcomes: Array<BetOutcome | Error | undefined> = items.map(() => undefined);
    const keyOf = (item: BetRequest) => `${item.userId}:${item.key}`;
    const existing = await repo.betsByKeys(items);
    const cache = emptyCheckCache();
    await this.prefetchUsers(
      items.filter((item) => !existing.has(keyOf(item))).map((item) => item.userId),
      cache,
    );
    const pending = new Map<Asset, Array<{ index: number; row: BetBookingRow }>>();
    const firstOfKey = new Map<string, number>();
    let now = this.deps.clock.now();
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
          outcomes[index] = first === index ? new BinaryRefusal('ROUND_CLOSED') : outcomes[first]!;
        } else if (first === index && id !== undefined) {
          outcomes[index] = { bet: toBet(row), replayed: false };
        } else {
          // A repeat of a key booked by this batch, or a request that lost the race to the same key elsewhere.
          outcomes[index] = { bet: replayOf(row, item.input), replayed: true };
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes[index] = error;
      }
    }

    for (const row of booked.values()) pushes.bet(row.userId, 'BET_PLACED', toBet(row));
    await pushes.wallets([...new Set([...booked.values()].map((row) => row.userId))]);
    return outcomes as Array<BetOutcome | Error>;
  }

  /** Every player of a batch read side by side (the pool's connections), not one after another in the checks. */
  private async prefetchUsers(userIds: readonly number[], cache: CheckCache): Promise<void> {
    await Promise.all(
      [...new Set(userIds)].map(async (userId) => {
        const user = await this.deps.users.findById(userId);
        if (user === undefined) return; // refused in its check
        cache.users.set(userId, user);
        await this.deps.ledger.userAccountId(userId, 'BINARY');
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
    group: ReadonlyArray<{ index: number; row: BetBookingRow }>,
    now: number,
    bookedIds: Map<string, number>,
  ): Promise<Refusal[]> {
    const { repo, ledger } = this.deps;
    const refusals: Refusal[] = [];
    const balances = await ledger.walletBalances([...new Set(group.map(({ row }) => row.userId))], 'BINARY');
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
      );
      try {
        const rounds = [...new Set(batch.map(({ row }) => row.tradeRoundId))];
        const inserted = await Promise.all(rounds.map((roundId) => this.track(roundId, work))).then(
          () => work,
        );
        for (const bet of inserted) bookedIds.set(`${bet.userId}:${bet.key}`, bet.id);
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
