import type {
  FuturesLeverage,
  FuturesOrder,
  FuturesOrderEventType,
  FuturesPosition,
  FuturesPositionEventType,
} from '@bx/contracts';

import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { AccountValue } from './futures-account.js';
import { readAccount, type FuturesContext } from './futures-context.js';
import { toFuturesCross, toFuturesOrder, toFuturesPosition } from './futures-views.js';

/** What a committed change does after its commit: the leader's book follows it, the player is pushed it. */
export type Change =
  | { order: FuturesOrderRow; type?: FuturesOrderEventType }
  | { position: FuturesPositionRow; type: FuturesPositionEventType }
  /** A player's new leverage or margin type of an option. */
  | { leverage: FuturesLeverage }
  /** A trader's fill recorded for copy trading: mirrored once committed. */
  | { mirror: number };

export function orderView(ctx: FuturesContext, row: FuturesOrderRow): FuturesOrder {
  return toFuturesOrder(row, ctx.options.get(row.optionId)!);
}

export function positionView(
  ctx: FuturesContext,
  row: FuturesPositionRow,
  value: AccountValue,
  orders: readonly FuturesOrderRow[],
): FuturesPosition {
  const mine = orders.filter((order) => order.positionId === row.id && order.status === 'OPEN');
  return toFuturesPosition(row, ctx.options.get(row.optionId)!, value.positions.get(row.id), {
    tp: mine.find((order) => order.marketType === 'TAKEPROFIT'),
    sl: mine.find((order) => order.marketType === 'STOPLOSS'),
  });
}

const bookOrders = (ctx: FuturesContext, userId: number) =>
  [...ctx.book.account(userId).orders].map((id) => ctx.book.orders.get(id)!);

/** A position's view for a call's answer: from the leader's book, or read from the database. */
export async function positionViewNow(
  ctx: FuturesContext,
  row: FuturesPositionRow,
): Promise<FuturesPosition> {
  if (ctx.leading()) return positionView(ctx, row, ctx.book.value(row.userId), bookOrders(ctx, row.userId));
  const { value, orders } = await readAccount(ctx, row.userId);
  return positionView(ctx, row, value, orders);
}

export function pushLiquidationPrices(
  ctx: FuturesContext,
  userId: number,
  positionIds: readonly number[],
): void {
  if (positionIds.length === 0) return;
  const value = ctx.book.value(userId);
  const orders = bookOrders(ctx, userId);
  for (const id of positionIds) {
    const row = ctx.book.positions.get(id);
    if (row !== undefined) {
      ctx.pushes.position(userId, 'POSITION_UPDATE_LIQUIDPRICE', positionView(ctx, row, value, orders));
    }
  }
}

/**
 * After a commit: the leader's book follows the player's committed changes, the player is pushed them, their
 * positions' new liquidation prices and their cross data. `read`: balances the caller read for several players.
 */
export async function after(
  ctx: FuturesContext,
  userId: number,
  changes: readonly Change[],
  read?: ReadonlyMap<number, bigint>,
): Promise<void> {
  const leading = ctx.leading();
  for (const change of changes) {
    if ('order' in change) {
      if (leading) ctx.book.trackOrder(change.order);
      if (change.type !== undefined) ctx.pushes.order(userId, change.type, orderView(ctx, change.order));
    } else if ('mirror' in change) {
      ctx.copy?.mirror(change.mirror);
    } else if ('leverage' in change) {
      ctx.pushes.leverage(userId, change.leverage);
    } else if (leading) {
      ctx.book.trackPosition(change.position);
    }
  }
  const positionChanges = changes.flatMap((change) => ('position' in change ? [change] : []));
  if (leading) {
    const balances = read ?? (await ctx.deps.ledger.walletBalances([userId], 'FUTURES'));
    ctx.book.account(userId).free = balances.get(userId) ?? 0n;
    const moved = ctx.book.place(userId);
    const value = ctx.book.value(userId);
    const orders = bookOrders(ctx, userId);
    const pushed = new Set<number>();
    for (const change of positionChanges) {
      pushed.add(change.position.id);
      ctx.pushes.position(userId, change.type, positionView(ctx, change.position, value, orders));
    }
    pushLiquidationPrices(
      ctx,
      userId,
      moved.filter((id) => !pushed.has(id)),
    );
    ctx.pushes.cross(userId, toFuturesCross(ctx.book.account(userId).free, value));
    return;
  }
  const { free, value, orders } = await readAccount(ctx, userId);
  for (const change of positionChanges) {
    ctx.pushes.position(userId, change.type, positionView(ctx, change.position, value, orders));
  }
  ctx.pushes.cross(userId, toFuturesCross(free, value));
}

/** `after` of several players' committed changes, their balances read in one statement. */
export async function afterMany(
  ctx: FuturesContext,
  done: ReadonlyArray<{ userId: number; changes: readonly Change[] }>,
): Promise<void> {
  const balances = ctx.leading()
    ? await ctx.deps.ledger.walletBalances([...new Set(done.map((each) => each.userId))], 'FUTURES')
    : undefined;
  for (const { userId, changes } of done) await after(ctx, userId, changes, balances);
}
