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

/**
 * A position's profit as its row shows it: re-valued at `livePrice` when it is of the option on screen
 * (`option`), else as the engine last pushed it.
 */
export function shownPnl(
  position: Pick<OverseaPosition, 'side' | 'entryPrice' | 'qty' | 'pnl' | 'overseaOptionId'>,
  option: (Terms & { id: number }) | null,
  livePrice: string | null,
): string {
  const live =
    option !== null && position.overseaOptionId === option.id && livePrice !== null
      ? livePnl(position, option, Number(livePrice))
      : null;
  return live ?? position.pnl;
}

/**
 * The open positions' profit, each as its row shows it, summed: the account bar's 평가손익 is this sum, so at any
 * moment it agrees with the rows under it (one source, not the rows' live value beside a push a second old).
 */
export function totalShownPnl(
  positions: readonly Parameters<typeof shownPnl>[0][],
  option: (Terms & { id: number }) | null,
  livePrice: string | null,
): string {
  return positions
    .reduce((sum, position) => sum + BigInt(shownPnl(position, option, livePrice)), 0n)
    .toString();
}
