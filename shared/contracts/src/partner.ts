import type { DecimalString, UserStatus } from './user.js';

/**
 * A partner (affiliate) account: it refers players with its code (/ref/{code}) and earns `shareRate` of their
 * house result. Partners form a tree: a sub-partner's rate is at most its parent's, and the parent earns the
 * difference on the sub-partner's players.
 */
export interface Partner {
  id: number;
  code: string;
  name: string;
  /** The partner's login. */
  username: string;
  /** 1 for a top partner, its parent's level + 1 below. */
  level: number;
  parentId: number | null;
  status: UserStatus;
  /** The share of its players' house result it earns, 0..1 (0.3 = 30 %). */
  shareRate: number;
  /** Direct sub-partners and directly referred players. */
  childCount: number;
  playerCount: number;
  createdAt: number;
}

/**
 * POST /api/partner (the spec's "partner data"): an operator creates a top partner, a partner a sub-partner of its
 * own (`parentId` defaults to the caller's partner), with a login of its own.
 */
export interface PartnerCreateRequest {
  username: string;
  password: string;
  name: string;
  phone: string;
  code: string;
  shareRate: number;
  parentId?: number;
}

/**
 * What a partner earns from: the house result of its players' binary bets, overseas quick orders, futures fills
 * and copy-trading fills (a follower's fills on the copied pairs while following).
 */
export const PARTNER_PROFIT_TYPES = ['BINARY', 'OVERSEA', 'FUTURES', 'COPYTRADE'] as const;
export type PartnerProfitType = (typeof PARTNER_PROFIT_TYPES)[number];

/** One row of GET /api/partner_profit/my_list: a booked share, credited to the partner's wallet. */
export interface PartnerProfit {
  id: number;
  type: PartnerProfitType;
  /** The partner it was paid to (the caller, or with isChildren one of its sub-partners), by code. */
  partnerCode: string;
  /** The player whose result it is, by nickname (or username without one). */
  player: string;
  /** The player's house result in the period (what the house won), in `currency`. */
  base: DecimalString;
  /** The share of `base` paid: the partner's rate, less its sub-partner's where the player is theirs. */
  rate: number;
  point: DecimalString;
  currency: string;
  /** The wallet credited: USDT for USDT results (binary, futures, copy trading), MONEY for won. */
  wallet: string;
  createdAt: number;
}

/** GET /api/partner/players: the players a partner referred directly. */
export interface PartnerPlayer {
  id: number;
  username: string;
  nick: string | null;
  status: UserStatus;
  createdAt: number;
}
