import type { OverseaOptionDetail, OverseaPosition } from '@bx/contracts';

type Terms = Pick<OverseaOptionDetail, 'tickSize' | 'tickValue' | 'krwRate'>;

/** How many ticks `price` is from the entry in the position's favour (negative against it). */
export function ticksInFavour(
  position: Pick<OverseaPosition, 'side' | 'entryPrice'>,
  price: number,
  tickSize: number,
) {
  const moved = (price - Number(position.entryPrice)) / tickSize;
  return position.side === 'LONG' ? moved : -moved;
}

/**
 * The position's profit in KRW at `price`, as the engine counts it: ticks x tick value x contracts, at the
 * server's rate, floored to a whole won. Between the engine's pushes the screen re-values open positions
 * with each tick this way; null when the terms or the price are not numbers.
 */
export function livePnl(
  position: Pick<OverseaPosition, 'side' | 'entryPrice' | 'qty'>,
  terms: Terms,
  price: number,
): string | null {
  const tickSize = Number(terms.tickSize);
  const pnl =
    ticksInFavour(position, price, tickSize) * Number(terms.tickValue) * position.qty * Number(terms.krwRate);
  if (!Number.isFinite(pnl) || !(tickSize > 0)) return null;
  // A half-won loss is a won lost, as the engine floors; and never "-0".
  const floored = Math.floor(pnl + 1e-9);
  return String(floored === 0 ? 0 : floored);
}
