import type { FuturesTpslRequest } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { Change } from './futures-after.js';
import { sideOf } from './futures-account.js';
import { held, lastOf, markOf, ownPosition, type FuturesContext } from './futures-context.js';
import { checkTpsl, priceOf } from './futures-intake.js';
import type { FuturesTerms } from './futures-math.js';

/**
 * Replaces the position's TAKEPROFIT / STOPLOSS orders: a price sets one (refused when the price it watches already
 * crossed it), null removes it (or, with `keep`, leaves the present one).
 */
export async function replaceTpsl(
  ctx: FuturesContext,
  q: Queryable,
  position: FuturesPositionRow,
  terms: FuturesTerms,
  next: { tp: number | null; sl: number | null; isMarkTp: boolean; isMarkSl: boolean; keep?: boolean },
): Promise<{ position: FuturesPositionRow; orders: Change[] }> {
  const { repo, clock } = ctx.deps;
  const side = sideOf(position);
  const present = (await repo.openOrders({ userId: position.userId, optionId: position.optionId }, q)).filter(
    (row) => row.positionId === position.id,
  );
  const changes: Change[] = [];
  for (const [kind, price, isMark, type] of [
    ['TP', next.tp, next.isMarkTp, 'TAKEPROFIT'],
    ['SL', next.sl, next.isMarkSl, 'STOPLOSS'],
  ] as const) {
    if (price === null && next.keep === true) continue;
    if (price !== null) checkTpsl(side, kind, price, isMark ? markOf(ctx, terms) : lastOf(ctx, terms));
    for (const row of present.filter((each) => each.marketType === type)) {
      const done = await repo.finishOrder(q, row.id, {
        status: 'CANCELLED',
        at: clock.now(),
        cancelReason: 'REPLACED',
      });
      if (done !== undefined) changes.push({ order: done, type: 'ORDER_CANCEL' });
    }
    if (price === null) continue;
    const order = await repo.insertOrder(q, {
      userId: position.userId,
      optionId: position.optionId,
      stock: position.stock,
      marketType: type,
      tradeType: side === 1n ? 'S' : 'B',
      qty: position.qty,
      price: null,
      stopPrice: price,
      firesAbove: (kind === 'TP') === (side === 1n),
      isMark,
      reduceOnly: true,
      positionId: position.id,
      leverage: position.leverage,
      marginType: position.marginType,
      margin: 0n,
      takeProfit: null,
      stopLoss: null,
      status: 'OPEN',
      createdAt: clock.now(),
    });
    changes.push({ order, type: 'ORDER_SUCCESS' });
  }
  return { position, orders: changes };
}

/** POST order/tpsl in the caller's transaction holding the player's account lock: sets, moves or removes them. */
export async function tpslIn(
  ctx: FuturesContext,
  q: Queryable,
  userId: number,
  request: FuturesTpslRequest,
): Promise<{ position: FuturesPositionRow; changes: Change[] }> {
  const position = await ownPosition(ctx, q, userId, request.futuresPositionId);
  const terms = held(ctx, position.optionId);
  const tp = priceOf(terms, request.takeProfit, 'FUTURES_PRICE_INVALID', true);
  const sl = priceOf(terms, request.stopLoss, 'FUTURES_PRICE_INVALID', true);
  const set = await replaceTpsl(ctx, q, position, terms, {
    tp,
    sl,
    isMarkTp: request.isMarkTp ?? true,
    isMarkSl: request.isMarkSl ?? true,
  });
  return {
    position: set.position,
    changes: [...set.orders, { position: set.position, type: 'POSITION_UPDATE' }],
  };
}
