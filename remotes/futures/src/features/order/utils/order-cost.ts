import {
  formatUnits,
  futuresOrderCost,
  futuresQtyForCost,
  toUnits,
  type FuturesTradeType,
} from '@bx/contracts';

/**
 * What the preview needs to cost an order as the server does (@bx/contracts `futuresOrderCost`, infra/server/docs/
 * futures.md "Order cost"): the contract's decimals, step and taker fee, the player's leverage and the market's
 * last and mark prices (null before the first).
 */
export interface CostTerms {
  /** Decimals of a price. */
  precision: number;
  qtyPrecision: number;
  stepSize: string;
  /** Taker fee per fill ("0.0004"). */
  feeRate: string;
  leverage: number;
  lastPrice: number | null;
  markPrice: number | null;
}

/** USDT is kept to the micro-unit, as the server's ledger. */
const USDT_DECIMALS = 6;

/** Decimals a step such as "0.001" allows. */
export function decimalsOf(step: string): number {
  return step.includes('.') ? step.split('.')[1]!.replace(/0+$/, '').length : 0;
}

/**
 * A value cut down to a whole number of steps ("0.001" for a BTC quantity), as a decimal string with the
 * step's decimals: an order never asks for more than the player chose. Not finite or negative gives "0".
 */
export function floorToStep(value: number, step: string): string {
  const decimals = decimalsOf(step);
  const stepValue = Number(step);
  if (!Number.isFinite(value) || value <= 0 || !(stepValue > 0)) return (0).toFixed(decimals);
  // The small nudge keeps 0.3 / 0.1 (2.9999...) from losing a whole step to float error.
  const steps = Math.floor(value / stepValue + 1e-9);
  return (steps * stepValue).toFixed(decimals);
}

/** The shared formula's input for a side at `price`, or null without a price, a last or a mark price. */
function costInput(tradeType: FuturesTradeType, price: number | null, terms: CostTerms) {
  const { lastPrice, markPrice, precision } = terms;
  if (price === null || !(price > 0) || lastPrice === null || markPrice === null || !(terms.leverage > 0))
    return null;
  const units = (value: number) => toUnits(value.toFixed(precision), precision);
  return {
    side: tradeType === 'B' ? (1n as const) : (-1n as const),
    price: units(price),
    last: units(lastPrice),
    mark: units(markPrice),
    leverage: terms.leverage,
    feeRatePpm: toUnits(terms.feeRate, 6, 'truncate'),
    scale: 10n ** BigInt(USDT_DECIMALS - terms.qtyPrecision - precision),
  };
}

/** What `qty` coins (on the step) cost on a side at `price`, in USDT, as the server will hold it. */
export function orderCost(
  tradeType: FuturesTradeType,
  qty: number,
  price: number | null,
  terms: CostTerms,
): number | null {
  const input = costInput(tradeType, price, terms);
  if (input === null) return null;
  const units = toUnits(floorToStep(qty, terms.stepSize), terms.qtyPrecision);
  return Number(formatUnits(futuresOrderCost({ ...input, qty: units }), USDT_DECIMALS));
}

/** The coins a budget of `amount` USDT opens on a side at `price` (the server's sizing of `amount`). */
export function qtyForAmount(
  tradeType: FuturesTradeType,
  amount: number,
  price: number | null,
  terms: CostTerms,
): number | null {
  const input = costInput(tradeType, price, terms);
  if (input === null) return null;
  const budget = toUnits(floorToStep(amount, '0.000001'), USDT_DECIMALS);
  const step = toUnits(terms.stepSize, terms.qtyPrecision);
  return Number(formatUnits(futuresQtyForCost({ ...input, budget, step }), terms.qtyPrecision));
}
