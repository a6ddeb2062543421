import type { FuturesCloseReason } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { FuturesSetting } from '../../repositories/futures/futures-repository.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { Change } from './futures-after.js';
import { settingIn, type FuturesContext } from './futures-context.js';
import { bookFuturesFill, type FuturesFillResult, type LockedAccounts } from './futures-fill.js';
import type { FuturesTerms } from './futures-math.js';
import { replaceTpsl } from './futures-tpsl.js';

/** A position closed: its TP/SL and the player's reduce-only orders of the option can no longer do anything. */
async function endOrdersOfClosed(
  ctx: FuturesContext,
  q: Queryable,
  closed: FuturesPositionRow,
): Promise<FuturesOrderRow[]> {
  const open = await ctx.deps.repo.openOrders({ userId: closed.userId, optionId: closed.optionId }, q);
  const ended: FuturesOrderRow[] = [];
  for (const row of open.filter((each) => each.reduceOnly)) {
    const done = await ctx.deps.repo.finishOrder(q, row.id, {
      status: 'CANCELLED',
      at: ctx.deps.clock.now(),
      cancelReason: 'POSITION_CLOSED',
    });
    if (done !== undefined) ended.push(done);
  }
  return ended;
}

/** The events of a fill that need no database: the order filled, the position closed, opened or changed. */
export function fillEvents(result: FuturesFillResult): Change[] {
  const changes: Change[] = [];
  if (result.order.marketType !== 'LIQUIDATION') changes.push({ order: result.order, type: 'ORDER_FILLED' });
  if (result.closed !== undefined) changes.push(closeEvent(result.closed));
  if (result.changed !== undefined) changes.push(positionEvent(result.changed.row, result.changed.opened));
  return changes;
}

const closeEvent = (closed: FuturesPositionRow): Change => ({
  position: closed,
  type: closed.closeReason === 'LIQUIDATION' ? 'POSITION_LIQUID' : 'POSITION_CLOSE',
});

const positionEvent = (row: FuturesPositionRow, opened: boolean): Change => ({
  position: row,
  type: opened ? 'POSITION_OPEN' : 'POSITION_UPDATE',
});

/** The events of a fill, and what it ends or sets: orders tied to a closed position, the TP/SL it carried. */
async function changesOf(
  ctx: FuturesContext,
  q: Queryable,
  result: FuturesFillResult,
  terms: FuturesTerms,
): Promise<Change[]> {
  const changes: Change[] = [];
  if (result.order.marketType !== 'LIQUIDATION') changes.push({ order: result.order, type: 'ORDER_FILLED' });
  if (result.closed !== undefined) {
    changes.push(closeEvent(result.closed));
    for (const row of await endOrdersOfClosed(ctx, q, result.closed))
      changes.push({ order: row, type: 'ORDER_CANCEL' });
  }
  if (result.changed !== undefined) {
    let { row } = result.changed;
    const { takeProfit, stopLoss } = result.order;
    if (takeProfit !== null || stopLoss !== null) {
      const set = await replaceTpsl(ctx, q, row, terms, {
        tp: takeProfit,
        sl: stopLoss,
        isMarkTp: result.order.isMark,
        isMarkSl: result.order.isMark,
        keep: true,
      });
      row = set.position;
      changes.push(...set.orders);
    }
    changes.push(positionEvent(row, result.changed.opened));
  }
  return changes;
}

/**
 * Fills `order` at `price` in the caller's transaction (holding the player's account lock); when it opens or
 * grows a position, the TP/SL it carries are set on it. Answers the filled order and what changed.
 */
export async function fillIn(
  ctx: FuturesContext,
  q: Queryable,
  accounts: LockedAccounts,
  fill: { order: FuturesOrderRow; terms: FuturesTerms; price: number; reason: FuturesCloseReason },
  known: { position: FuturesPositionRow | undefined; setting?: FuturesSetting; liquidationFee?: bigint },
): Promise<{ order: FuturesOrderRow; changes: Change[] }> {
  const { order, terms } = fill;
  const setting = known.setting ?? (await settingIn(ctx, q, order.userId, terms));
  const result = await bookFuturesFill(ctx.deps, q, accounts, {
    order,
    terms,
    price: fill.price,
    now: ctx.deps.clock.now(),
    leverage: setting.leverage,
    marginType: setting.marginType,
    reason: fill.reason,
    liquidationFee: known.liquidationFee,
    position: known.position,
  });
  const changes = await changesOf(ctx, q, result, terms);
  if (await ctx.copy?.recordFill(q, { result, before: known.position, terms })) {
    changes.push({ mirror: result.order.id });
  }
  return { order: result.order, changes };
}
