/**
 * What a perpetual futures order costs, in integers: the server's balance check (infra/server/docs/futures.md
 * "Order cost") and the order screen's preview both call this, so the two never disagree.
 *
 * cost = Q x basis x (2fL + 1 - side x f) / L + Q x max(0, side x (P - mark))
 *
 * - basis: a buy's order price P; a sell's max(last x 1.0015, mark, P) (Binance prices a sell order's margin at
 *   the highest of the three; ../shared/reference/engine.md "Corrections and decisions" 1);
 * - (2fL + 1 -/+ f) / L: the initial margin with the taker fee of the open and of the close at the bankruptcy
 *   price (the spec's 0.0008 factor at f = 0.04 %; Corrections 2);
 * - the open loss: what the order is already losing at the mark (a buy above it, a sell below it).
 *
 * Units: a quantity in step units, prices in price units, money in USDT micro-units; `scale` is the money of one
 * quantity unit at one price unit. Rounded up: the player is asked for the last micro-unit.
 */
export interface FuturesCostInput {
  /** 1n buys (long), -1n sells (short). */
  side: 1n | -1n;
  qty: bigint;
  /** The order's price: its limit, a stop's trigger, or the last price for a market order. */
  price: bigint;
  last: bigint;
  mark: bigint;
  leverage: number;
  /** Taker fee in parts per million (400 = 0.04 %). */
  feeRatePpm: bigint;
  scale: bigint;
}

const PPM = 1_000_000n;
/** last x 1.0015, in parts per million. */
const SELL_LAST_PPM = 1_001_500n;

const ceilDiv = (a: bigint, b: bigint) => (a % b === 0n ? a / b : a / b + 1n);
const max = (...values: bigint[]) => values.reduce((a, b) => (a > b ? a : b));

/** The price a sell's margin is counted at, times one million (exact). */
function basisPpm(input: Pick<FuturesCostInput, 'side' | 'price' | 'last' | 'mark'>): bigint {
  const { side, price, last, mark } = input;
  return side === 1n ? price * PPM : max(last * SELL_LAST_PPM, mark * PPM, price * PPM);
}

/** The cost of `qty` as an exact fraction: qty x perUnit / denominator (before the rounding up). */
function costParts(input: Omit<FuturesCostInput, 'qty'>): { perUnit: bigint; denominator: bigint } {
  const { side, price, mark, scale } = input;
  const f = input.feeRatePpm;
  const leverage = BigInt(input.leverage);
  const denominator = leverage * PPM * PPM;
  const margin = scale * basisPpm(input) * (2n * f * leverage + PPM - side * f);
  const loss = side * (price - mark);
  return { perUnit: margin + (loss > 0n ? loss * scale * denominator : 0n), denominator };
}

export function futuresOrderCost(input: FuturesCostInput): bigint {
  if (input.qty <= 0n) return 0n;
  const { perUnit, denominator } = costParts(input);
  return ceilDiv(input.qty * perUnit, denominator);
}

/**
 * The largest quantity on `step` whose cost is at most `budget` (an order sized in USDT: `amount`): the exact
 * division, cut to the step, then a step down while the rounding up asks for more.
 */
export function futuresQtyForCost(
  input: Omit<FuturesCostInput, 'qty'> & { budget: bigint; step: bigint },
): bigint {
  const { budget, step } = input;
  if (budget <= 0n || step <= 0n || input.price <= 0n || input.leverage <= 0) return 0n;
  const { perUnit, denominator } = costParts(input);
  if (perUnit <= 0n) return 0n;
  let qty = (budget * denominator) / perUnit;
  qty -= qty % step;
  while (qty > 0n && futuresOrderCost({ ...input, qty }) > budget) qty -= step;
  return qty;
}
