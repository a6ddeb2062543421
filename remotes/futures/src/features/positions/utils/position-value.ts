import {
  compareDecimal,
  formatUnits,
  fractionDigits,
  toUnits,
  type DecimalString,
  type FuturesPosition,
} from '@bx/contracts';

export interface PositionValue {
  /** Unrealized profit in USDT, exact, and the ROE in percent of the entry's initial margin (4 decimals). */
  pnl: DecimalString;
  roe: DecimalString;
}

/** Decimals kept of the ROE percent (the screen shows two). */
const ROE_DECIMALS = 4;

/**
 * A position valued at a newer mark price than the engine's last push: qty x (mark - entry), negated for a
 * short; the ROE over the initial margin qty x entry / leverage (as the server's `roe`), which comes to
 * (mark - entry) x leverage / entry, truncated. Computed on integer units, never floats. Null without a usable
 * price.
 */
export function valueAtMark(
  position: FuturesPosition,
  markPrice: DecimalString | null,
): PositionValue | null {
  if (markPrice === null || compareDecimal(markPrice, '0') <= 0) return null;
  const priceDecimals = Math.max(fractionDigits(markPrice), fractionDigits(position.entryPrice));
  const qtyDecimals = fractionDigits(position.qty);
  const mark = toUnits(markPrice, priceDecimals);
  const entry = toUnits(position.entryPrice, priceDecimals);
  const qty = toUnits(position.qty, qtyDecimals);
  if (qty <= 0n || entry <= 0n) return null;
  const move = (mark - entry) * (position.side === 'LONG' ? 1n : -1n);
  const roe = (move * BigInt(position.leverage) * 100n * 10n ** BigInt(ROE_DECIMALS)) / entry;
  return {
    pnl: formatUnits(qty * move, qtyDecimals + priceDecimals),
    roe: formatUnits(roe, ROE_DECIMALS),
  };
}
