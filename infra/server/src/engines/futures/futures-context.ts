import type { Db, Queryable } from '../../db/db.js';
import type { FuturesRepository, FuturesSetting } from '../../repositories/futures/futures-repository.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { EngineDeps } from '../book-engine.js';
import { valueAccount } from './futures-account.js';
import type { FuturesBook } from './futures-book.js';
import type { FuturesCopyHooks } from './futures-copy.js';
import type { FuturesAccountLocks, LockedAccounts } from './futures-fill.js';
import type { FuturesTerms } from './futures-math.js';
import type { FuturesOptions } from './futures-options.js';
import type { FuturesPushes } from './futures-pushes.js';
import { FuturesRefusal } from './futures-refusal.js';

export interface FuturesEngineOptions extends EngineDeps {
  db: Pick<Db, 'tx'>;
  repo: FuturesRepository;
  /** Funding every this many ms of the clock, at multiples of it since the epoch; 8 h. */
  fundingIntervalMs?: number;
  /** How often the leader reads other instances' changes, balances and pushes cross data and prices; 1 s. */
  pollMs?: number;
}

/** What the futures engine's modules share: its parts, the leader's book, copy trading's hooks once plugged in. */
export interface FuturesContext {
  deps: FuturesEngineOptions;
  options: FuturesOptions;
  book: FuturesBook;
  pushes: FuturesPushes;
  locks: FuturesAccountLocks;
  copy: FuturesCopyHooks | undefined;
  /** Whether this instance leads (keeps the book). */
  leading: () => boolean;
}

/** A player's leverage and margin type of an option they never set: 20x cross, or the option's maximum if lower. */
const DEFAULT_LEVERAGE = 20;

/**
 * An option as the positions and orders on it see it, one an operator switched off (isPlay false) included:
 * players still close, reduce, set TP/SL, move margin and cancel there, as the engine still marks, funds and
 * liquidates them.
 */
export function held(ctx: FuturesContext, optionId: number): FuturesTerms {
  const terms = ctx.options.get(optionId);
  if (terms === undefined) throw new FuturesRefusal('OPTION_NOT_FOUND');
  return terms;
}

/** An option players may open on. */
export function instrument(ctx: FuturesContext, optionId: number): FuturesTerms {
  const terms = ctx.options.get(optionId);
  if (terms === undefined || !terms.isPlay) throw new FuturesRefusal('OPTION_NOT_FOUND');
  return terms;
}

export function lastOf(ctx: FuturesContext, terms: FuturesTerms): number {
  const last = ctx.options.last(terms.stock);
  if (last === undefined) throw new FuturesRefusal('PRICE_UNAVAILABLE');
  return last;
}

export function markOf(ctx: FuturesContext, terms: FuturesTerms): number {
  const mark = ctx.options.mark(terms.stock);
  if (mark === undefined) throw new FuturesRefusal('PRICE_UNAVAILABLE');
  return mark;
}

export function defaultSetting(terms: FuturesTerms): FuturesSetting {
  return { leverage: Math.min(DEFAULT_LEVERAGE, terms.maxLeverage), marginType: 'CROSS' };
}

export async function settingIn(
  ctx: FuturesContext,
  q: Queryable | undefined,
  userId: number,
  terms: FuturesTerms,
): Promise<FuturesSetting> {
  return (await ctx.deps.repo.setting(userId, terms.id, q)) ?? defaultSetting(terms);
}

export async function followed(
  ctx: FuturesContext,
  userId: number,
  q: Queryable,
): Promise<ReadonlySet<number>> {
  return (await ctx.copy?.followedOptions(userId, q)) ?? new Set();
}

/** The player's open position `positionId`, locked in `q`. */
export async function ownPosition(
  ctx: FuturesContext,
  q: Queryable,
  userId: number,
  positionId: number,
): Promise<FuturesPositionRow> {
  const row = await ctx.deps.repo.position(positionId, q, true);
  if (row === undefined || row.userId !== userId || row.status !== 'OPEN') {
    throw new FuturesRefusal('POSITION_NOT_FOUND');
  }
  return row;
}

export function accountOf(
  ctx: FuturesContext,
  free: bigint,
  positions: readonly FuturesPositionRow[],
  orders: readonly FuturesOrderRow[],
) {
  const value = valueAccount(
    { free, positions, orders },
    (id) => ctx.options.get(id)!,
    (stock) => ctx.options.mark(stock) ?? 0,
  );
  return { free, positions, orders, value };
}

export type ReadAccount = ReturnType<typeof accountOf>;

/** The player's account from the database: in a transaction holding its lock (with the balance it read), or alone. */
export async function readAccount(
  ctx: FuturesContext,
  userId: number,
  locked?: { q: Queryable; balance: bigint },
): Promise<ReadAccount> {
  const q = locked?.q;
  const [positions, orders] = await Promise.all([
    ctx.deps.repo.openPositions({ userId }, q),
    ctx.deps.repo.openOrders({ userId }, q),
  ]);
  const free =
    locked?.balance ?? (await ctx.deps.ledger.walletBalances([userId], 'FUTURES')).get(userId) ?? 0n;
  return accountOf(ctx, free, positions, orders);
}

/** Locks the player's FUTURES account in `q` and reads its balance. */
export function lock(ctx: FuturesContext, q: Queryable, userId: number): Promise<LockedAccounts> {
  return ctx.locks.lock(q, userId);
}

/** The player's accounts in a batch: as the batch locked and read them for their first call, else locked now. */
export async function lockedIn(
  ctx: FuturesContext,
  q: Queryable,
  userId: number,
  state: { accounts: LockedAccounts } | undefined,
): Promise<LockedAccounts> {
  return state?.accounts ?? (await lock(ctx, q, userId));
}
