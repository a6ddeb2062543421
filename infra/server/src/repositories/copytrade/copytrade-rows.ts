import type { CopyFollowEndReason, CopyFollowStatus, CopyRecordKind, CopyRecordStatus } from '@bx/contracts';

import { FOLLOW_WINDOW, NET_PNL } from './copytrade-figures.js';

/** A trader's profile, terms and followers now (figures: copytrade-figures.ts). Money in USDT micro-units. */
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
  /** The profit share the trader set, and the cap in force for their site (percent): they take the smaller. */
  sharePer: number;
  capPer: number;
  /** What followers paid them in profit shares. */
  profitShared: bigint;
  /** The limits (maxBet) of their current follows. */
  assetsUnderCopy: bigint;
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
  /** Realized profit less fees of the follower's fills in the follow's window (copytrade-figures FOLLOW_WINDOW). */
  pnl: bigint;
  copyCount: number;
  stopLossPer: number | null;
  profitSharePer: number;
  profitShared: bigint;
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
  /** The follower order's fee (0 when skipped). */
  fee: bigint;
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

export type NewCopy = Omit<CopyRow, 'id' | 'createdAt' | 'traderId' | 'traderName' | 'fee'>;

/** One profit share a follower paid (copytrade_profit_share). */
export interface ProfitShareRow {
  id: number;
  followerId: number;
  traderId: number;
  traderName: string;
  username: string;
  period: string;
  pnl: bigint;
  sharePer: number;
  amount: bigint;
  createdAt: number;
}

type Raw = Record<string, unknown>;
const big = (value: unknown) => BigInt(value as string);
const num = (value: unknown) => (value === null ? null : Number(value));
const ms = (column: string, alias: string) => `(extract(epoch FROM ${column}) * 1000)::float8 AS "${alias}"`;

export const TRADER_SELECT = `
  SELECT t.id, t.user_id AS "userId", t.site_id AS "siteId", t.name, t.introduction, t.is_active AS "isActive",
    t.is_liquidated AS "isLiquidated", t.max_followers AS "maxFollowers", t.min_balance::text AS "minBalance",
    (SELECT count(*)::int FROM copytrade_follower f WHERE f.trader_id = t.id AND f.status = 'FOLLOWING')
      AS "followerCount",
    t.profit_share_per AS "sharePer",
    coalesce((SELECT c.cap_per FROM copytrade_share_cap c WHERE c.site_id = t.site_id),
      (SELECT c.cap_per FROM copytrade_share_cap c WHERE c.site_id = 0), 0) AS "capPer",
    (SELECT coalesce(sum(s.amount), 0)::text FROM copytrade_profit_share s WHERE s.trader_id = t.id)
      AS "profitShared",
    (SELECT coalesce(sum(f.max_bet), 0)::text FROM copytrade_follower f
      WHERE f.trader_id = t.id AND f.status = 'FOLLOWING') AS "assetsUnderCopy",
    ${ms('t.created_at', 'createdAt')}
  FROM copytrade_trader t`;

export function toTraderRow(raw: Raw): TraderRow {
  return {
    ...(raw as unknown as TraderRow),
    minBalance: big(raw.minBalance),
    profitShared: big(raw.profitShared),
    assetsUnderCopy: big(raw.assetsUnderCopy),
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
    (SELECT coalesce(sum(${NET_PNL}), 0)::text FROM futures_order o WHERE ${FOLLOW_WINDOW}) AS pnl,
    (SELECT count(*)::int FROM copytrade_order o WHERE o.follower_id = f.id AND o.status = 'FILLED')
      AS "copyCount",
    f.stop_loss_per AS "stopLossPer", f.profit_share_per AS "profitSharePer",
    f.profit_shared::text AS "profitShared",
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
    profitShared: big(raw.profitShared),
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
    coalesce(fo.fee, 0)::text AS fee, ${ms('o.created_at', 'createdAt')}
  FROM copytrade_order o JOIN copytrade_follower f ON f.id = o.follower_id
  JOIN copytrade_trader t ON t.id = f.trader_id LEFT JOIN futures_order fo ON fo.id = o.follower_order_id`;

export function toCopyRow(raw: Raw): CopyRow {
  return {
    ...(raw as unknown as CopyRow),
    traderQty: big(raw.traderQty),
    qty: big(raw.qty),
    price: num(raw.price),
    margin: big(raw.margin),
    realizedPnl: raw.realizedPnl === null ? null : big(raw.realizedPnl),
    fee: big(raw.fee),
    createdAt: Number(raw.createdAt),
  };
}

export const PROFIT_SHARE_SELECT = `
  SELECT s.id, s.follower_id AS "followerId", s.trader_id AS "traderId", t.name AS "traderName", u.username,
    s.period, s.pnl::text AS pnl, s.share_per AS "sharePer", s.amount::text AS amount,
    ${ms('s.created_at', 'createdAt')}
  FROM copytrade_profit_share s JOIN copytrade_follower f ON f.id = s.follower_id
  JOIN copytrade_trader t ON t.id = s.trader_id JOIN app_user u ON u.id = f.user_id`;

export function toProfitShareRow(raw: Raw): ProfitShareRow {
  return {
    ...(raw as unknown as ProfitShareRow),
    pnl: big(raw.pnl),
    amount: big(raw.amount),
    createdAt: Number(raw.createdAt),
  };
}
