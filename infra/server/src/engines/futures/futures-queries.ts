import type { FuturesCross, FuturesLeverage, FuturesPosition, FuturesQtyPer } from '@bx/contracts';

import { positionView } from './futures-after.js';
import { sideOf } from './futures-account.js';
import {
  instrument,
  lastOf,
  markOf,
  readAccount,
  settingIn,
  type FuturesContext,
} from './futures-context.js';
import { maxNotionalAt, qtyForCost, type Side } from './futures-math.js';
import { FuturesRefusal } from './futures-refusal.js';
import { qtyText, toFuturesCross, toFuturesLeverage, usdt } from './futures-views.js';

/** What a player's futures page reads (no change, any instance): positions, cross data, settings, sizes. */

/** The player's open positions, valued, with their TP/SL. */
export async function openPositions(
  ctx: FuturesContext,
  userId: number,
  optionId?: number,
): Promise<FuturesPosition[]> {
  const { value, positions, orders } = await readAccount(ctx, userId);
  return positions
    .filter((row) => optionId === undefined || row.optionId === optionId)
    .map((row) => positionView(ctx, row, value, orders));
}

export async function crossOf(ctx: FuturesContext, userId: number): Promise<FuturesCross> {
  const { free, value } = await readAccount(ctx, userId);
  return toFuturesCross(free, value);
}

export async function leverageOf(
  ctx: FuturesContext,
  userId: number,
  optionId: number,
): Promise<FuturesLeverage> {
  const terms = instrument(ctx, optionId);
  return toFuturesLeverage(terms, await settingIn(ctx, undefined, userId, terms));
}

/** What 100 % of the available balance opens at `leverage` (GET order/qty_per). */
export async function qtyPer(
  ctx: FuturesContext,
  userId: number,
  optionId: number,
  leverage: number,
): Promise<FuturesQtyPer> {
  const terms = instrument(ctx, optionId);
  if (leverage < 1 || leverage > terms.maxLeverage) throw new FuturesRefusal('LEVERAGE_OUT_OF_RANGE');
  const { value, positions } = await readAccount(ctx, userId);
  const last = lastOf(ctx, terms);
  const prices = { price: last, last, mark: markOf(ctx, terms) };
  const cap = maxNotionalAt(terms, leverage);
  const held = positions.find((row) => row.optionId === optionId);
  const maxFor = (side: Side) => {
    const byCost = qtyForCost(terms, side, value.available, prices, leverage);
    const same = held !== undefined && sideOf(held) === side ? held.qty : 0n;
    let byCap = cap / (BigInt(last) * terms.scale) - same;
    byCap -= byCap % terms.stepSize;
    const most = byCost < byCap ? byCost : byCap;
    return most > 0n ? most : 0n;
  };
  const qtyOf = (qty: bigint) => qtyText(terms, qty);
  return {
    futuresOptionId: optionId,
    leverage,
    availableBalance: usdt(value.available),
    maxBuyQty: qtyOf(maxFor(1n)),
    maxSellQty: qtyOf(maxFor(-1n)),
  };
}
