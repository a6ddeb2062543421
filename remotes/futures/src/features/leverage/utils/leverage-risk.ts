/**
 * Above this leverage the sheet warns before it is set (issue 29.6; infra/server/docs/futures.md "Leverage and
 * margin type"): past 50x a move of under 2 % against the position loses its whole margin, and Binance's own
 * sheet warns from there on.
 */
export const RISKY_LEVERAGE = 50;

/** The warning's parts for a leverage above RISKY_LEVERAGE: the move (percent) that loses the whole margin. */
export function leverageRisk(leverage: number): { n: number; move: string } | null {
  if (leverage <= RISKY_LEVERAGE) return null;
  return { n: leverage, move: (100 / leverage).toFixed(2).replace(/\.?0+$/, '') };
}
