import type { FuturesCloseReason } from '@bx/contracts';

import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { after, positionViewNow } from './futures-after.js';
import type { FuturesBookTrigger } from './futures-book.js';
import { cancelChanges, cancelIn } from './futures-cancel.js';
import { lastOf, lock, markOf, type FuturesContext } from './futures-context.js';
import { fillIn } from './futures-fill-in.js';

/**
 * What the leader does when a tick crossed a trigger (docs/futures.md): a resting order fills, a stop fires, a
 * TP/SL closes, a position near its liquidation price is warned, and one at its liquidation is liquidated. Each
 * runs in its own transaction, between batches (BookEngine.queueTrigger).
 */

/** Cancels the player's orders `which` picks in a transaction of its own, then follows it (book, pushes). */
async function cancelNow(
  ctx: FuturesContext,
  userId: number,
  which: (row: FuturesOrderRow) => boolean,
  reason: string,
): Promise<void> {
  const rows = await ctx.deps.db.tx(async (q) =>
    cancelIn(ctx, q, await lock(ctx, q, userId), userId, which, reason),
  );
  await after(ctx, userId, cancelChanges(rows));
}

const closeReasonOf = (order: FuturesOrderRow): FuturesCloseReason =>
  order.marketType === 'TAKEPROFIT' ? 'TAKEPROFIT' : order.marketType === 'STOPLOSS' ? 'STOPLOSS' : 'MANUAL';

/** A crossed order: a limit fills at its price, a stop fires (market, or its limit rests), a TP/SL closes. */
async function fireOrder(ctx: FuturesContext, order: FuturesOrderRow): Promise<void> {
  const { db, repo } = ctx.deps;
  const terms = ctx.options.get(order.optionId)!;
  const last = lastOf(ctx, terms);
  if (order.marketType === 'STOPLIMIT' && !order.isTriggered) {
    const marketable = order.tradeType === 'B' ? order.price! >= last : order.price! <= last;
    if (!marketable) {
      const row = await db.tx((q) => repo.markTriggered(q, order.id));
      if (row !== undefined) await after(ctx, order.userId, [{ order: row, type: 'ORDER_UPDATE' }]);
      return;
    }
  }
  const resting = order.marketType === 'LIMIT' || (order.marketType === 'STOPLIMIT' && order.isTriggered);
  try {
    const done = await db.tx(async (q) => {
      const accounts = await lock(ctx, q, order.userId);
      const fresh = await repo.order(order.id, q);
      if (fresh === undefined || fresh.status !== 'OPEN') return undefined;
      // A TP/SL closes the whole position as it is now.
      const position = await repo.openPositionFor(q, order.userId, order.optionId);
      const qty =
        fresh.positionId !== null ? (position?.id === fresh.positionId ? position.qty : 0n) : fresh.qty;
      if (qty === 0n) return undefined;
      const price = resting ? order.price! : last;
      return fillIn(
        ctx,
        q,
        accounts,
        { order: { ...fresh, qty }, terms, price, reason: closeReasonOf(order) },
        { position },
      );
    });
    if (done === undefined) return ctx.book.trackOrder({ ...order, status: 'CANCELLED' });
    await after(ctx, order.userId, done.changes);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'INSUFFICIENT_BALANCE') throw error;
    await cancelNow(ctx, order.userId, (row) => row.id === order.id, 'INSUFFICIENT_BALANCE');
  }
}

/**
 * Liquidation (docs/futures.md): the player's open orders of the option (all of them in cross) are cancelled, then
 * the position (every cross position in cross) closes at the mark price with a LIQUIDATION order; what is left of
 * each position's maintenance margin goes to the house as the liquidation fee.
 */
async function liquidate(ctx: FuturesContext, row: FuturesPositionRow): Promise<void> {
  const { db, repo, clock } = ctx.deps;
  const cross = row.marginType === 'CROSS';
  await cancelNow(ctx, row.userId, (order) => cross || order.optionId === row.optionId, 'LIQUIDATION');
  const value = ctx.book.value(row.userId);
  const closing = cross
    ? [...ctx.book.account(row.userId).positions]
        .map((id) => ctx.book.positions.get(id)!)
        .filter((each) => each.marginType === 'CROSS')
    : [row];
  for (const position of closing) {
    const terms = ctx.options.get(position.optionId)!;
    const mark = markOf(ctx, terms);
    const done = await db.tx(async (q) => {
      const accounts = await lock(ctx, q, position.userId);
      const fresh = await repo.position(position.id, q, true);
      if (fresh === undefined || fresh.status !== 'OPEN') return undefined;
      const order = await repo.insertOrder(q, {
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
        createdAt: clock.now(),
      });
      const fee = value.positions.get(fresh.id)?.maintenance ?? 0n;
      return fillIn(
        ctx,
        q,
        accounts,
        { order, terms, price: mark, reason: 'LIQUIDATION' },
        { position: fresh, liquidationFee: fee },
      );
    });
    if (done === undefined) ctx.book.trackPosition({ ...position, status: 'CLOSED' });
    else await after(ctx, position.userId, done.changes);
  }
}

/**
 * Fires a crossed trigger. Where a liquidation is decided: the book placed the trigger at the position's
 * liquidation price from an earlier state, so it liquidates only if the account, as it is now, is at or below its
 * maintenance margin (margin balance <= maintenance margin: engine.md 1.3 and Corrections 5).
 */
export async function fire(ctx: FuturesContext, trigger: FuturesBookTrigger): Promise<void> {
  if (trigger.kind === 'ORDER') {
    const order = ctx.book.orders.get(trigger.orderId);
    if (order !== undefined) await fireOrder(ctx, order);
    return;
  }
  const row = ctx.book.positions.get(trigger.positionId);
  if (row === undefined) return;
  const at = ctx.book.value(row.userId).positions.get(row.id)!;
  if (trigger.kind === 'WARN') {
    ctx.book.warned.add(row.id);
    ctx.pushes.position(row.userId, 'POSITION_WARN', await positionViewNow(ctx, row));
    return;
  }
  if (at.liquidates) return liquidate(ctx, row);
  ctx.book.place(row.userId);
}
