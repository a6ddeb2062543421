import type { FuturesPosition } from '@bx/contracts';

export interface PositionValue {
  /** Unrealized profit in USDT and the ROE in percent of the entry's initial margin. */
  pnl: number;
  roe: number;
}

/**
 * A position valued at a newer mark price than the engine's last push: qty x (mark - entry), negated for a
 * short; the ROE over the initial margin qty x entry / leverage (as the server's `roe`). Null without a
 * usable price.
 */
export function valueAtMark(position: FuturesPosition, markPrice: string | null): PositionValue | null {
  const mark = Number(markPrice);
  const qty = Number(position.qty);
  const entry = Number(position.entryPrice);
  if (markPrice === null || !(mark > 0) || !(qty > 0) || !(entry > 0)) return null;
  const pnl = qty * (mark - entry) * (position.side === 'LONG' ? 1 : -1);
  const initialMargin = (qty * entry) / position.leverage;
  return { pnl, roe: (pnl / initialMargin) * 100 };
}
