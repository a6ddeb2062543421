import type { FuturesTradeType } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { NewCopy } from '../../repositories/copytrade/copytrade-rows.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { FuturesFillResult } from './futures-fill.js';
import type { FuturesIntake } from './futures-intake.js';
import type { FuturesTerms } from './futures-math.js';

/** What copy trading (src/engines/copytrade) asks of the futures engine's fills and orders. */
export interface FuturesCopyHooks {
  /**
   * In a fill's transaction: records it when the player is a trader (so it is mirrored once, whatever restarts);
   * answers whether it did.
   */
  recordFill(
    q: Queryable,
    fill: { result: FuturesFillResult; before: FuturesPositionRow | undefined; terms: FuturesTerms },
  ): Promise<boolean>;
  /** After the commit: mirrors a recorded fill to the trader's followers (not awaited by the trader). */
  mirror(orderId: number): void;
  /** The leader's poll: mirrors fills an instance recorded and did not mirror. */
  sweep(): Promise<void>;
  /**
   * The leader's poll, after the sweep: copy trading's own leader work (stop-losses, the weekly profit share). Not
   * awaited by the poll: it places orders, which queue behind the poll.
   */
  leaderPoll(): void;
  /**
   * The options the player copies now, or undefined when they follow no one: asked on every order, under the
   * player's account lock (the caller's transaction), and answered from memory (copytrade/copy-follow-book.ts).
   */
  followedOptions(userId: number, q: Queryable): Promise<ReadonlySet<number> | undefined>;
  /** `followedOptions` of several players (a batch of orders), under their account locks. */
  followedOptionsOf(
    q: Queryable,
    userIds: readonly number[],
  ): Promise<ReadonlyMap<number, ReadonlySet<number>>>;
  /**
   * Under the followers' account locks (a batch's, futures-once.ts): of `copies`, those not to make (booked
   * already, or opening while their follow has ended).
   */
  unmadeCopies(q: Queryable, copies: readonly CopyOnce[]): Promise<CopyOnce[]>;
  /** In a batch's flush: books the records of the copies it filled in memory, in one statement. */
  bookCopies(q: Queryable, copies: readonly PendingCopy[]): Promise<void>;
}

/** A copy's identity: one per trader order and follow; an opening copy is made only while its follow lasts. */
export interface CopyOnce {
  followerId: number;
  traderOrderId: number;
  opening: boolean;
}

/** The record of a copy a batch filled in memory: booked by its flush with the others, then told its id. */
export interface PendingCopy {
  copy: NewCopy;
  booked(row: { id: number; createdAt: number }): void;
}

/** A copy made already (another mirror run booked it) or no longer to make (its follow ended): nobody is told. */
export class CopyUnmade extends Error {
  constructor() {
    super('the copy was made already, or its follow ended');
    this.name = 'CopyUnmade';
  }
}

/** A follower's mirrored market order (FuturesEngine.placeCopy). */
export interface CopyPlacement {
  optionId: number;
  tradeType: FuturesTradeType;
  /** A close: reduce-only. */
  reduceOnly: boolean;
  /**
   * The quantity, decided under the follower's account lock from their open positions at `price` (the fill price
   * of a market order) and `leverage`, the follower's own: a copy keeps their leverage and margin type of the
   * option, so it never changes the setting their futures page shows (docs/copytrade.md "Settings"). Throws a
   * FuturesRefusal to skip.
   */
  size(held: {
    positions: readonly FuturesPositionRow[];
    position: FuturesPositionRow | undefined;
    price: number;
    leverage: number;
    /** The options the follower copies as this instance knows them (copy trading checks its own follow when it books). */
    followed: ReadonlySet<number>;
  }): bigint;
  /** Books the copy's record in the order's transaction (throws CopyUnmade when it is not to be made). */
  record(q: Queryable, order: FuturesOrderRow): Promise<void>;
  once: CopyOnce;
  /** The record of the copy's order filled in memory (futures-quick.ts), for the batch's flush to book. */
  pending(order: FuturesOrderRow): PendingCopy;
}

/** A copy as the engine takes an order: a market order at the mark's side, reduce-only when it closes. */
export function copyIntake(copy: CopyPlacement): FuturesIntake {
  return {
    marketType: 'MARKET',
    tradeType: copy.tradeType,
    side: copy.tradeType === 'B' ? 1n : -1n,
    qty: undefined,
    amount: undefined,
    price: null,
    stopPrice: null,
    isMark: true,
    reduceOnly: copy.reduceOnly,
    positionId: undefined,
    takeProfit: null,
    stopLoss: null,
  };
}
