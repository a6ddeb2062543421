import type { CopyFollowEndReason, CopyFollowStatus, CopyRecordKind, CopyRecordStatus } from '@bx/contracts';

/** A trader's profile with its figures (copytrade_fill sums, current followers). Money in USDT micro-units. */
export interface TraderRow {
  id: number;
  userId: number;
  siteId: number;
  name: string;
  introduction: string;
  isActive: boolean;
  isLiquidated: boolean;
  maxFollowers: number;
  minBalance: bigint;
  followerCount: number;
  pnl: bigint;
  marginUsed: bigint;
  tradeCount: number;
  winCount: number;
  followerPnl: bigint;
  createdAt: number;
}

export interface FollowRow {
  id: number;
  traderId: number;
  traderName: string;
  userId: number;
  username: string;
  followOptions: number[];
  multiplyPer: number;
  maxBet: bigint;
  oneMaxBet: bigint;
  status: CopyFollowStatus;
  endReason: CopyFollowEndReason | null;
  /** Margin of the follower's open positions in the followed pairs (0 once ended). */
  usedBet: bigint;
  pnl: bigint;
  copyCount: number;
  createdAt: number;
  endedAt: number | null;
}

/** A trader fill to mirror: what it did to the trader's position. */
export interface FillRow {
  orderId: number;
  traderId: number;
  optionId: number;
  kind: CopyRecordKind;
  tradeType: 'B' | 'S';
  qty: bigint;
  positionQty: bigint;
  price: number;
  leverage: number;
  marginType: 'CROSS' | 'ISOLATED';
  margin: bigint;
  pnl: bigint;
  isLiquidation: boolean;
  createdAt: number;
}

export interface CopyRow {
  id: number;
  followerId: number;
  userId: number;
  traderId: number;
  traderName: string;
  traderOrderId: number;
  followerOrderId: number | null;
  optionId: number;
  kind: CopyRecordKind;
  status: CopyRecordStatus;
  skipReason: string | null;
  traderQty: bigint;
  qty: bigint;
  price: number | null;
  margin: bigint;
  realizedPnl: bigint | null;
  createdAt: number;
}

/** A follow as the mirror needs it: limits, pairs and the follower's language. */
export interface MirrorTarget {
  id: number;
  userId: number;
  followOptions: number[];
  multiplyPer: number;
  maxBet: bigint;
  oneMaxBet: bigint;
  lang: 'ko' | 'en';
  traderName: string;
}

export type NewCopy = Omit<CopyRow, 'id' | 'createdAt' | 'traderId' | 'traderName'>;

type Raw = Record<string, unknown>;
const big = (value: unknown) => BigInt(value as string);
const num = (value: unknown) => (value === null ? null : Number(value));
const ms = (column: string, alias: string) => `(extract(epoch FROM ${column}) * 1000)::float8 AS "${alias}"`;

export const TRADER_SELECT = `
  SELECT t.id, t.user_id AS "userId", t.site_id AS "siteId", t.name, t.introduction, t.is_active AS "isActive",
    t.is_liquidated AS "isLiquidated", t.max_followers AS "maxFollowers", t.min_balance::text AS "minBalance",
    (SELECT count(*)::int FROM copytrade_follower f WHERE f.trader_id = t.id AND f.status = 'FOLLOWING')
      AS "followerCount",
    coalesce(s.pnl, 0)::text AS pnl, coalesce(s.margin, 0)::text AS "marginUsed",
    coalesce(s.trades, 0)::int AS "tradeCount", coalesce(s.wins, 0)::int AS "winCount",
    (SELECT coalesce(sum(o.realized_pnl), 0)::text FROM copytrade_order o
      JOIN copytrade_follower f ON f.id = o.follower_id WHERE f.trader_id = t.id) AS "followerPnl",
    ${ms('t.created_at', 'createdAt')}
  FROM copytrade_trader t
  LEFT JOIN LATERAL (
    SELECT sum(pnl) AS pnl, sum(margin) AS margin, count(*) FILTER (WHERE kind = 'CLOSE') AS trades,
      count(*) FILTER (WHERE kind = 'CLOSE' AND pnl > 0) AS wins
    FROM copytrade_fill WHERE trader_id = t.id) s ON true`;

export function toTraderRow(raw: Raw): TraderRow {
  return {
    ...(raw as unknown as TraderRow),
    minBalance: big(raw.minBalance),
    pnl: big(raw.pnl),
    marginUsed: big(raw.marginUsed),
    followerPnl: big(raw.followerPnl),
    createdAt: Number(raw.createdAt),
  };
}

export const FOLLOW_SELECT = `
  SELECT f.id, f.trader_id AS "traderId", t.name AS "traderName", f.user_id AS "userId", u.username,
    f.follow_options AS "followOptions", f.multiply_per AS "multiplyPer", f.max_bet::text AS "maxBet",
    f.one_max_bet::text AS "oneMaxBet", f.status, f.end_reason AS "endReason",
    CASE WHEN f.status = 'FOLLOWING' THEN (SELECT coalesce(sum(p.margin), 0) FROM futures_position p
      WHERE p.user_id = f.user_id AND p.status = 'OPEN' AND p.option_id = ANY (f.follow_options)) ELSE 0 END::text
      AS "usedBet",
    (SELECT coalesce(sum(o.realized_pnl), 0)::text FROM copytrade_order o WHERE o.follower_id = f.id) AS pnl,
    (SELECT count(*)::int FROM copytrade_order o WHERE o.follower_id = f.id AND o.status = 'FILLED')
      AS "copyCount",
    ${ms('f.created_at', 'createdAt')}, ${ms('f.ended_at', 'endedAt')}
  FROM copytrade_follower f JOIN copytrade_trader t ON t.id = f.trader_id JOIN app_user u ON u.id = f.user_id`;

export function toFollowRow(raw: Raw): FollowRow {
  return {
    ...(raw as unknown as FollowRow),
    followOptions: (raw.followOptions as unknown[]).map(Number),
    maxBet: big(raw.maxBet),
    oneMaxBet: big(raw.oneMaxBet),
    usedBet: big(raw.usedBet),
    pnl: big(raw.pnl),
    createdAt: Number(raw.createdAt),
    endedAt: num(raw.endedAt),
  };
}

export const FILL_COLUMNS = `order_id AS "orderId", trader_id AS "traderId", option_id AS "optionId", kind,
  trade_type AS "tradeType", qty::text AS qty, position_qty::text AS "positionQty", price::text AS price, leverage, margin_type AS "marginType",
  margin::text AS margin, pnl::text AS pnl, is_liquidation AS "isLiquidation", ${ms('created_at', 'createdAt')}`;

export function toFillRow(raw: Raw): FillRow {
  return {
    ...(raw as unknown as FillRow),
    qty: big(raw.qty),
    positionQty: big(raw.positionQty),
    price: Number(raw.price),
    margin: big(raw.margin),
    pnl: big(raw.pnl),
    createdAt: Number(raw.createdAt),
  };
}

export const COPY_SELECT = `
  SELECT o.id, o.follower_id AS "followerId", o.user_id AS "userId", f.trader_id AS "traderId",
    t.name AS "traderName", o.trader_order_id AS "traderOrderId", o.follower_order_id AS "followerOrderId",
    o.option_id AS "optionId", o.kind, o.status, o.skip_reason AS "skipReason", o.trader_qty::text AS "traderQty",
    o.qty::text AS qty, o.price::text AS price, o.margin::text AS margin, o.realized_pnl::text AS "realizedPnl",
    ${ms('o.created_at', 'createdAt')}
  FROM copytrade_order o JOIN copytrade_follower f ON f.id = o.follower_id
  JOIN copytrade_trader t ON t.id = f.trader_id`;

export function toCopyRow(raw: Raw): CopyRow {
  return {
    ...(raw as unknown as CopyRow),
    traderQty: big(raw.traderQty),
    qty: big(raw.qty),
    price: num(raw.price),
    margin: big(raw.margin),
    realizedPnl: raw.realizedPnl === null ? null : big(raw.realizedPnl),
    createdAt: Number(raw.createdAt),
  };
}
