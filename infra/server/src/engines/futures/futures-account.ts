import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import {
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  maintenancePpm,
  PPM,
  notional,
  unrealizedPnl,
  type FuturesTerms,
  type Side,
} from './futures-math.js';

/** What the engine knows of one player's FUTURES account. */
export interface AccountState {
  /** The FUTURES wallet's balance: what no position or order holds. */
  free: bigint;
  positions: Iterable<FuturesPositionRow>;
  orders: Iterable<FuturesOrderRow>;
}

export interface PositionValue {
  mark: number;
  notional: bigint;
  maintenance: bigint;
  pnl: bigint;
  /** The liquidation price shown: rounded against the player to the tick (conservative). */
  liquidationPrice: number | null;
  /** The last tick where the mark liquidates it: the exact price rounded in the player's favour. */
  triggerPrice: number | null;
  /** Its margin balance is at or below its maintenance margin now (cross: the cross account's), exactly. */
  liquidates: boolean;
  /** Where the margin ratio reaches 80 % (POSITION_WARN). */
  warnPrice: number | null;
}

export interface AccountValue {
  positions: Map<number, PositionValue>;
  /** Unrealized profit of every position, and of the cross ones. */
  pnl: bigint;
  crossPnl: bigint;
  crossMaintenance: bigint;
  /** The cross wallet: free balance, cross positions' margin and the open orders' holds. */
  crossWallet: bigint;
  held: bigint;
  /** What a new order may use (trading-rules invariant 3): free less cross losses and cross margin re-priced at mark. */
  available: bigint;
  funding: bigint;
}

export const sideOf = (row: Pick<FuturesPositionRow, 'side'>): Side => (row.side === 'LONG' ? 1n : -1n);

/** The 80 % margin-ratio price: the liquidation formula with the maintenance margin scaled by 1 / 0.8. */
const WARN_FACTOR_PPM = 1_250_000n;

/**
 * Values a player's account at the mark prices (engine.md 1.3 and 1.4): each position's notional, maintenance
 * margin, unrealized profit and liquidation price (isolated: its own margin; cross: the cross wallet with the other
 * cross positions' maintenance and profit), and what is available for a new order.
 */
export function valueAccount(
  state: AccountState,
  termsOf: (optionId: number) => FuturesTerms,
  markOf: (stock: string) => number,
): AccountValue {
  const rows = [...state.positions];
  const partial = rows.map((row) => {
    const terms = termsOf(row.optionId);
    const mark = markOf(row.stock);
    const value = notional(terms, row.qty, mark);
    return {
      row,
      terms,
      mark,
      notional: value,
      maintenance: maintenanceMargin(terms, value),
      exactMaintenance: maintenancePpm(terms, value),
      pnl: unrealizedPnl(terms, sideOf(row), row.qty, row.entryCost, mark),
    };
  });
  let held = 0n;
  for (const order of state.orders) held += order.margin;
  const orderHolds = held;
  let pnl = 0n;
  let crossPnl = 0n;
  let crossMaintenance = 0n;
  let crossExactMaintenance = 0n;
  let crossMargin = 0n;
  let repriced = 0n;
  let funding = 0n;
  for (const p of partial) {
    held += p.row.margin;
    pnl += p.pnl;
    funding += p.row.fundingFee;
    if (p.row.marginType !== 'CROSS') continue;
    crossPnl += p.pnl;
    crossMaintenance += p.maintenance;
    crossExactMaintenance += p.exactMaintenance;
    crossMargin += p.row.margin;
    const atMark = initialMargin(p.notional, p.row.leverage);
    if (atMark > p.row.margin) repriced += atMark - p.row.margin;
  }
  const crossWallet = state.free + crossMargin + orderHolds;
  const positions = new Map<number, PositionValue>();
  for (const p of partial) {
    const account =
      p.row.marginType === 'CROSS'
        ? {
            walletBalance: crossWallet,
            otherMaintenance: crossMaintenance - p.maintenance,
            otherPnl: crossPnl - p.pnl,
          }
        : { walletBalance: p.row.margin, otherMaintenance: 0n, otherPnl: 0n };
    const side = sideOf(p.row);
    // Margin balance <= maintenance margin (engine.md 1.3), both x 1,000,000 so nothing is rounded.
    const liquidates =
      p.row.marginType === 'CROSS'
        ? (crossWallet + crossPnl) * PPM <= crossExactMaintenance
        : (p.row.margin + p.pnl) * PPM <= p.exactMaintenance;
    positions.set(p.row.id, {
      mark: p.mark,
      notional: p.notional,
      maintenance: p.maintenance,
      pnl: p.pnl,
      liquidationPrice: liquidationPrice(p.terms, side, p.row.qty, p.row.entryCost, account),
      triggerPrice: liquidationPrice(p.terms, side, p.row.qty, p.row.entryCost, account, PPM, 'favour'),
      liquidates,
      warnPrice: liquidationPrice(p.terms, side, p.row.qty, p.row.entryCost, account, WARN_FACTOR_PPM),
    });
  }
  const available = state.free + (crossPnl < 0n ? crossPnl : 0n) - repriced;
  return {
    positions,
    pnl,
    crossPnl,
    crossMaintenance,
    crossWallet,
    held,
    available: available > 0n ? available : 0n,
    funding,
  };
}
