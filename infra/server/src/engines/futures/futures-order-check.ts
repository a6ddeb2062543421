import type { FuturesSetting, NewFuturesOrder } from '../../repositories/futures/futures-repository.js';
import type { FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { sideOf } from './futures-account.js';
import { lastOf, markOf, type FuturesContext, type ReadAccount } from './futures-context.js';
import { checkTpsl, type FuturesIntake } from './futures-intake.js';
import { maxNotionalAt, notional, orderCost, qtyForCost } from './futures-math.js';
import type { Placing } from './futures-place.js';
import { FuturesRefusal } from './futures-refusal.js';

/** What a new order is checked against, under the player's account lock (read there, or carried by a batch). */
export interface OrderKnown {
  setting: FuturesSetting;
  /** The player's open position of the option. */
  position: FuturesPositionRow | undefined;
  follows: ReadonlySet<number>;
  /** The player's account valued now (asked only when a copy is sized or the balance checked). */
  account: () => Promise<ReadAccount>;
}

/** A new order that passed its checks: how large it is, what it holds, whether it fills now. */
export interface OrderChecked {
  marketable: boolean;
  firesAbove: boolean | null;
  qty: bigint;
  /** What a reduce-only order asked for when it was cut to the position's size. */
  requestedQty: bigint | null;
  /** What its opening part costs (margin and fee), checked against what is available. */
  cost: bigint;
  last: number;
}

/** Where a stop fires from: above or below the price it watches now (engine.md Corrections 4). */
function firesAboveOf(intake: FuturesIntake, last: number, mark: number): boolean | null {
  if (intake.stopPrice === null) return null;
  const basis = intake.isMark ? mark : last;
  if (intake.stopPrice === basis) throw new FuturesRefusal('FUTURES_WOULD_TRIGGER');
  return intake.stopPrice > basis;
}

/**
 * The risk check of a new order (Binance's rules, trading-rules.md): TP/SL sides, the follower's reduce-only
 * pairs, reduce-only cut to the position, minimum notional, the leverage cap and bracket, cost against what is
 * available. Writes nothing: a refusal throws a FuturesRefusal. The one check of both the one-call path
 * (futures-place.ts) and a batch's in-memory market orders (futures-quick.ts).
 */
export async function checkPlacing(
  ctx: FuturesContext,
  placing: Placing,
  known: OrderKnown,
): Promise<OrderChecked> {
  const { terms, intake, copy } = placing;
  const { setting, position, follows } = known;
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
  // A follower's copied pairs take only orders that reduce (checked under the lock a follow takes too).
  if (copy === undefined && !intake.reduceOnly && follows.has(terms.id)) {
    throw new FuturesRefusal('REDUCE_ONLY');
  }
  const against = position !== undefined && sideOf(position) !== side ? position.qty : 0n;
  // Read once: a copy's size and the balance check both use it.
  let account: ReadAccount | undefined;
  const accountNow = async () => (account ??= await known.account());
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
  return { marketable, firesAbove, qty, requestedQty, cost, last };
}

/** The row of a new order that passed its checks, before it is filled or rests (`status` is the caller's). */
export function newOrder(
  placing: Placing,
  checked: OrderChecked,
  setting: FuturesSetting,
  createdAt: number,
): Omit<NewFuturesOrder, 'status'> & { requestedQty: bigint | null } {
  const { userId, terms, intake } = placing;
  return {
    userId,
    optionId: terms.id,
    stock: terms.stock,
    marketType: intake.marketType,
    tradeType: intake.tradeType,
    qty: checked.qty,
    price: intake.price,
    stopPrice: intake.stopPrice,
    firesAbove: checked.firesAbove,
    isMark: intake.isMark,
    reduceOnly: intake.reduceOnly,
    positionId: intake.positionId ?? null,
    leverage: setting.leverage,
    marginType: setting.marginType,
    margin: checked.marketable ? 0n : checked.cost,
    takeProfit: intake.takeProfit,
    stopLoss: intake.stopLoss,
    createdAt,
    requestedQty: checked.requestedQty,
  };
}
