/**
 * Traders' figures, computed from the booked fills each time they are read (never stored counters that drift):
 * the trader's fills (`copytrade_fill` with their `futures_order`) and the followers' fills on the copied pairs
 * within each follow's window. Periods are trailing days up to the clock's `now` by fill time (0: all-time).
 * Money in USDT micro-units.
 */
export interface TraderFigures {
  /** Realized profit less fees of the trader's fills. */
  pnl: bigint;
  /** Initial margin the trader's opens used: the base of ROI and of the equity curve. */
  marginUsed: bigint;
  tradeCount: number;
  winCount: number;
  /** The largest fall of (marginUsed + running pnl) from a peak, in hundredths of a percent. */
  drawdownBp: bigint;
  /** Realized profit less fees of the followers' fills on the copied pairs while following. */
  followerPnl: bigint;
}

/** The periods figures are kept for: all-time, then 7, 30 and 90 days. */
export const FIGURE_PERIODS = [0, 7, 30, 90] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];

/** A follower's fills on the copied pairs while the follow lasted (`f` a copytrade_follower, `o` futures_order). */
export const FOLLOW_WINDOW = `o.user_id = f.user_id AND o.status = 'FILLED' AND o.option_id = ANY (f.follow_options)
  AND o.id > f.first_order_id AND (f.last_order_id IS NULL OR o.id <= f.last_order_id)`;

/** The realized profit less fees of a filled futures order `o`. */
export const NET_PNL = `coalesce(o.realized_pnl, 0) - o.fee`;

/**
 * CTEs ending in `figures (trader_id, days, pnl, margin, trades, wins, drawdown, follower_pnl)`, one row per trader
 * of `traders` (SQL yielding trader ids) and period; `now` is the SQL of the clock's epoch ms.
 */
export function figuresSql(traders: string, now: string): string {
  const inPeriod = `(p.days = 0 OR o.filled_at > to_timestamp((${now}::float8 - p.days * 86400000.0) / 1000))`;
  return `
  periods (days) AS (VALUES ${FIGURE_PERIODS.map((days) => `(${days})`).join(', ')}),
  own_fills AS (
    SELECT f.trader_id, p.days, o.filled_at, o.id AS order_id, f.kind, f.margin, ${NET_PNL} AS pnl
    FROM copytrade_fill f JOIN futures_order o ON o.id = f.order_id CROSS JOIN periods p
    WHERE f.trader_id IN (${traders}) AND ${inPeriod}),
  curve AS (
    SELECT trader_id, days, kind, pnl, filled_at, order_id,
      sum(margin) OVER (PARTITION BY trader_id, days) AS base,
      sum(pnl) OVER (PARTITION BY trader_id, days ORDER BY filled_at, order_id) AS cum
    FROM own_fills),
  drawn AS (
    SELECT *, greatest(base, max(base + cum) OVER (PARTITION BY trader_id, days ORDER BY filled_at, order_id))
      AS peak
    FROM curve),
  own AS (
    SELECT trader_id, days, sum(pnl) AS pnl, max(base) AS margin,
      count(*) FILTER (WHERE kind = 'CLOSE') AS trades, count(*) FILTER (WHERE kind = 'CLOSE' AND pnl > 0) AS wins,
      coalesce(max(CASE WHEN peak > 0 THEN floor((peak - base - cum) * 10000 / peak) END), 0) AS drawdown
    FROM drawn GROUP BY trader_id, days),
  copied AS (
    SELECT f.trader_id, p.days, sum(${NET_PNL}) AS pnl
    FROM copytrade_follower f CROSS JOIN periods p JOIN futures_order o ON ${FOLLOW_WINDOW}
    WHERE f.trader_id IN (${traders}) AND ${inPeriod}
    GROUP BY f.trader_id, p.days),
  figures AS (
    SELECT t.id AS trader_id, p.days, coalesce(own.pnl, 0) AS pnl, coalesce(own.margin, 0) AS margin,
      coalesce(own.trades, 0) AS trades, coalesce(own.wins, 0) AS wins, greatest(coalesce(own.drawdown, 0), 0) AS drawdown,
      coalesce(copied.pnl, 0) AS follower_pnl
    FROM copytrade_trader t CROSS JOIN periods p
    LEFT JOIN own ON own.trader_id = t.id AND own.days = p.days
    LEFT JOIN copied ON copied.trader_id = t.id AND copied.days = p.days
    WHERE t.id IN (${traders}))`;
}

/** The columns of a `figures` row `m`, as `toFigures` reads them. */
export const FIGURE_COLUMNS = `m.trader_id AS "traderId", m.days, m.pnl::text AS pnl, m.margin::text AS margin,
  m.trades::int AS trades, m.wins::int AS wins, m.drawdown::text AS drawdown, m.follower_pnl::text AS "followerPnl"`;

export function toFigures(raw: Record<string, unknown>): TraderFigures {
  return {
    pnl: BigInt(raw.pnl as string),
    marginUsed: BigInt(raw.margin as string),
    tradeCount: Number(raw.trades),
    winCount: Number(raw.wins),
    drawdownBp: BigInt(raw.drawdown as string),
    followerPnl: BigInt(raw.followerPnl as string),
  };
}
