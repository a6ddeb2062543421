import type { Queryable } from '../../db/db.js';
import type { FuturesOrderRow } from '../../repositories/futures/futures-rows.js';
import type { OrderClaim } from '../order-claim.js';
import type { Change } from './futures-after.js';
import { sideOf } from './futures-account.js';
import type { FuturesBatchState } from './futures-batch.js';
import {
  accountOf,
  defaultSetting,
  followed,
  lastOf,
  lock,
  markOf,
  readAccount,
  settingIn,
  type FuturesContext,
  type ReadAccount,
} from './futures-context.js';
import type { CopyPlacement } from './futures-copy.js';
import { fillIn } from './futures-fill-in.js';
import { checkTpsl, type FuturesIntake } from './futures-intake.js';
import { maxNotionalAt, notional, orderCost, qtyForCost, type FuturesTerms } from './futures-math.js';
import { FuturesRefusal } from './futures-refusal.js';

/** A player's new order waiting for its batch (group commit). */
export interface Placing {
  userId: number;
  terms: FuturesTerms;
  intake: FuturesIntake;
  copy?: CopyPlacement;
  claim?: OrderClaim;
}

export interface Placed {
  order: FuturesOrderRow;
  changes: Change[];
}

/** Where a stop fires from: above or below the price it watches now (engine.md Corrections 4). */
function firesAboveOf(intake: FuturesIntake, last: number, mark: number): boolean | null {
  if (intake.stopPrice === null) return null;
  const basis = intake.isMark ? mark : last;
  if (intake.stopPrice === basis) throw new FuturesRefusal('FUTURES_WOULD_TRIGGER');
  return intake.stopPrice > basis;
}

/**
 * A new order in the caller's transaction, which holds the player's account lock (a batch's or the order's own):
 * checked against the position and the balance, then filled at once or left resting. `state`: what the batch read
 * for the player's first order of it (undefined: read here, under the lock). A copy is sized by its `size` under
 * the lock and books its record with the fill.
 */
export async function placeIn(
  ctx: FuturesContext,
  q: Queryable,
  placing: Placing,
  state: FuturesBatchState | undefined,
): Promise<Placed> {
  const { userId, terms, intake, copy, claim } = placing;
  const { repo, ledger, clock } = ctx.deps;
  const last = lastOf(ctx, terms);
  const mark = markOf(ctx, terms);
  const { marketType, side } = intake;
  const firesAbove = firesAboveOf(intake, last, mark);
  const at = intake.price ?? intake.stopPrice ?? last;
  checkTpsl(side, 'TP', intake.takeProfit, at);
  checkTpsl(side, 'SL', intake.stopLoss, at);
  const marketable =
    marketType === 'MARKET' ||
    (marketType === 'LIMIT' && (side === 1n ? intake.price! >= last : intake.price! <= last));

  const accounts = state?.accounts ?? (await lock(ctx, q, userId));
  const setting = state
    ? (state.settings.get(terms.id) ?? defaultSetting(terms))
    : await settingIn(ctx, q, userId, terms);
  const position = state
    ? state.positions.find((row) => row.optionId === terms.id)
    : await repo.openPositionFor(q, userId, terms.id);
  const follows = state?.followed ?? (await followed(ctx, userId, q));
  // A follower's copied pairs take only orders that reduce (checked under the lock a follow takes too).
  if (copy === undefined && !intake.reduceOnly && follows.has(terms.id)) {
    throw new FuturesRefusal('REDUCE_ONLY');
  }
  const against = position !== undefined && sideOf(position) !== side ? position.qty : 0n;
  // Read once: a copy's size and the balance check both use it.
  let account: ReadAccount | undefined;
  const accountNow = async () =>
    (account ??= state
      ? accountOf(ctx, accounts.balance, state.positions, state.orders)
      : await readAccount(ctx, userId, { q, balance: accounts.balance }));
  if (intake.positionId !== undefined && (position === undefined || position.id !== intake.positionId)) {
    throw new FuturesRefusal('POSITION_NOT_FOUND');
  }
  let qty =
    copy !== undefined
      ? copy.size({
          positions: (await accountNow()).positions,
          position,
          price: at,
          leverage: setting.leverage,
          followed: follows,
        })
      : (intake.qty ??
        (intake.amount === undefined
          ? against
          : qtyForCost(terms, side, intake.amount, { price: at, last, mark }, setting.leverage)));
  // A reduce-only order larger than the position is cut to its size (as Binance does), and says so.
  let requestedQty: bigint | null = null;
  if (intake.reduceOnly) {
    if (against === 0n) throw new FuturesRefusal('REDUCE_ONLY_REJECTED');
    if (qty > against) [requestedQty, qty] = [qty, against];
  }
  if (qty <= 0n) throw new FuturesRefusal('FUTURES_MIN_NOTIONAL');
  // An operator lowered the option's cap below the player's leverage: what only closes still goes through.
  if (qty > against && setting.leverage > terms.maxLeverage)
    throw new FuturesRefusal('LEVERAGE_OUT_OF_RANGE');
  if (!intake.reduceOnly && notional(terms, qty, at) < terms.minNotional) {
    throw new FuturesRefusal('FUTURES_MIN_NOTIONAL');
  }
  const opening = qty > against ? qty - against : 0n;
  let cost = 0n;
  if (opening > 0n && !intake.reduceOnly) {
    const same = position !== undefined && against === 0n ? position.qty : 0n;
    if (notional(terms, same + opening, at) > maxNotionalAt(terms, setting.leverage)) {
      throw new FuturesRefusal('MAX_QUANTITY_EXCEEDED');
    }
    cost = orderCost(terms, side, opening, { price: at, last, mark }, setting.leverage);
    const { value } = await accountNow();
    if (cost > value.available) throw new FuturesRefusal('INSUFFICIENT_BALANCE');
  }
  const order = await repo.insertOrder(q, {
    userId,
    optionId: terms.id,
    stock: terms.stock,
    marketType,
    tradeType: intake.tradeType,
    qty,
    price: intake.price,
    stopPrice: intake.stopPrice,
    firesAbove,
    isMark: intake.isMark,
    reduceOnly: intake.reduceOnly,
    positionId: intake.positionId ?? null,
    leverage: setting.leverage,
    marginType: setting.marginType,
    margin: marketable ? 0n : cost,
    takeProfit: intake.takeProfit,
    stopLoss: intake.stopLoss,
    status: 'OPEN',
    createdAt: clock.now(),
    requestedQty,
  });
  await claim?.(q, order.id);
  if (marketable) {
    const filled = await fillIn(
      ctx,
      q,
      accounts,
      { order, terms, price: last, reason: 'MANUAL' },
      { position, setting },
    );
    await copy?.record(q, filled.order);
    return filled;
  }
  if (cost > 0n) {
    await ledger.bookSet(q, [
      {
        idempotencyKey: `futures:order:${order.id}:hold-order`,
        debitAccountId: accounts.user,
        creditAccountId: accounts.escrow,
        asset: 'USDT',
        amount: cost,
        code: 'FUTURES_ORDER_HOLD',
      },
    ]);
  }
  return { order, changes: [{ order, type: 'ORDER_SUCCESS' }] };
}
