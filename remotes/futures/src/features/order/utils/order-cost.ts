/**
 * The spec's estimated cost factor (section 9): the taker fee of the open and of the close (0.0004 each),
 * added to the margin so the estimate covers closing the position too.
 */
export const FEE_FACTOR = 0.0008;

/** What an order of `qty` coins at `price` costs at `leverage`: its initial margin plus both fees, in USDT. */
export function estimateCost(qty: number, price: number, leverage: number): number {
  const notional = qty * price;
  return notional / leverage + notional * FEE_FACTOR;
}

/** The coins a budget of `amount` USDT opens at `price` and `leverage` (the inverse of estimateCost). */
export function qtyForAmount(amount: number, price: number, leverage: number): number {
  if (price <= 0 || leverage <= 0) return 0;
  return amount / (price * (1 / leverage + FEE_FACTOR));
}

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
