import {
  formatFixed,
  formatUnits,
  futuresOrderCost,
  futuresQtyForCost,
  toUnits,
  type DecimalString,
  type FuturesTradeType,
} from '@bx/contracts';

/**
 * What the preview needs to cost an order as the server does (@bx/contracts `futuresOrderCost`, infra/server/docs/
 * futures.md "Order cost"): the contract's decimals, step and taker fee, the player's leverage and the market's
 * last and mark prices (null before the first). Every amount is an exact decimal string, computed on as integer
 * units: a float would lose a step or a cent.
 */
export interface CostTerms {
  /** Decimals of a price. */
  precision: number;
  qtyPrecision: number;
  stepSize: string;
  /** Taker fee per fill ("0.0004"). */
  feeRate: string;
  leverage: number;
  lastPrice: DecimalString | null;
  markPrice: DecimalString | null;
}

/** USDT is kept to the micro-unit, as the server's ledger. */
const USDT_DECIMALS = 6;

/** Decimals a step such as "0.001" allows. */
export function decimalsOf(step: string): number {
  return step.includes('.') ? step.split('.')[1]!.replace(/0+$/, '').length : 0;
}

/**
 * A value cut down to a whole number of steps ("0.001" for a BTC quantity), with the step's decimals: an order
 * never asks for more than the player chose. Zero or a negative gives zero.
 */
export function floorToStep(value: DecimalString, step: DecimalString): DecimalString {
  const decimals = decimalsOf(step);
  const stepUnits = toUnits(step, decimals, 'truncate');
  const units = toUnits(value, decimals, 'truncate');
  if (units <= 0n || stepUnits <= 0n) return formatFixed(0n, decimals);
  return formatFixed(units - (units % stepUnits), decimals);
}

/** The shared formula's input for a side at `price`, or null without a price, a last or a mark price. */
function costInput(tradeType: FuturesTradeType, price: DecimalString | null, terms: CostTerms) {
  const { lastPrice, markPrice, precision } = terms;
  if (price === null || lastPrice === null || markPrice === null || !(terms.leverage > 0)) return null;
  const units = (value: DecimalString) => toUnits(value, precision, 'truncate');
  if (units(price) <= 0n) return null;
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
  qty: DecimalString,
  price: DecimalString | null,
  terms: CostTerms,
): DecimalString | null {
  const input = costInput(tradeType, price, terms);
  if (input === null) return null;
  const units = toUnits(floorToStep(qty, terms.stepSize), terms.qtyPrecision, 'truncate');
  return formatUnits(futuresOrderCost({ ...input, qty: units }), USDT_DECIMALS);
}

/** The coins a budget of `amount` USDT opens on a side at `price` (the server's sizing of `amount`). */
export function qtyForAmount(
  tradeType: FuturesTradeType,
  amount: DecimalString,
  price: DecimalString | null,
  terms: CostTerms,
): DecimalString | null {
  const input = costInput(tradeType, price, terms);
  if (input === null) return null;
  const budget = toUnits(amount, USDT_DECIMALS, 'truncate');
  const step = toUnits(terms.stepSize, terms.qtyPrecision, 'truncate');
  return formatUnits(futuresQtyForCost({ ...input, budget, step }), terms.qtyPrecision);
}
