import type { Bet, TradeOption } from './binary.js';
import type { DnwHistory } from './dnw.js';
import type { FuturesOrder, FuturesPosition } from './futures.js';
import type { OverseaOrder, OverseaPosition } from './oversea.js';
import type { DecimalString, MyWallet, UserStatus } from './user.js';

/** GET /api/admin/player/list: players of the operator's site, newest first. */
export interface AdminPlayerListQuery {
  /** Part of the username, name or phone, any case; 1 to 50 characters. */
  keyword?: string;
  status?: UserStatus;
  page?: number;
  size?: number;
}

/** The partner who referred a player. */
export interface AdminPlayerPartner {
  id: number;
  code: string;
}

/** One row of GET /api/admin/player/list. */
export interface AdminPlayerRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  status: UserStatus;
  /** Copy traders are players too. */
  role: 'PLAYER' | 'TRADER';
  /** The devices the player is blocked on: '', 'MOBILE', 'PC' or 'ALL'. */
  blockDevice: string;
  partner: AdminPlayerPartner | null;
  createdAt: number;
  /** The MONEY wallet's balance (won). */
  point: DecimalString;
}

/** GET /api/admin/player {playerId}: the row, the wallets and what the player has open and did last. */
export interface AdminPlayerDetail extends AdminPlayerRow {
  wallets: MyWallet;
  futures: { positions: FuturesPosition[]; orders: FuturesOrder[] };
  oversea: { positions: OverseaPosition[]; orders: OverseaOrder[] };
  /** The last 20 binary bets, newest first. */
  bets: Bet[];
  /** The last 20 deposit and withdraw requests, newest first. */
  dnw: DnwHistory[];
}

/**
 * POST /api/admin/trade/option: a binary/rent option's switches and terms (the options are shared by every
 * site: a SUPER operator's call). Shown and playable when isPlay and isStop are both 1; amounts in the option's
 * currency. A bet keeps the rate it was taken at.
 */
export interface AdminTradeOptionChange {
  tradeOptionId: number;
  isPlay?: 0 | 1;
  isStop?: 0 | 1;
  payoutRate?: DecimalString;
  minBet?: DecimalString;
  betUnit?: DecimalString;
}

/** POST /api/admin/trade/option's answer: the option as players now see it. */
export type AdminTradeOption = TradeOption;

/**
 * POST /api/admin/futures/option: a perpetual contract's switches (isPlay false: off the lists and closed to
 * orders; isStop true: only orders that reduce a position) and its leverage cap.
 */
export interface AdminFuturesOptionChange {
  futuresOptionId: number;
  isPlay?: boolean;
  isStop?: boolean;
  maxLeverage?: number;
}

/** POST /api/admin/futures/option's answer. */
export interface AdminFuturesOption {
  id: number;
  stock: string;
  isPlay: boolean;
  isStop: boolean;
  maxLeverage: number;
}

/**
 * POST /api/admin/oversea/option: an overseas option's switches. isPlay false takes it off the lists; isStop true
 * refuses new orders (positions still close). Closing it sends OVERSEA_OPTION_CLOSE on /topic/oversea.
 */
export interface AdminOverseaOptionChange {
  overseaOptionId: number;
  isPlay?: boolean;
  isStop?: boolean;
  /** Whether players may keep positions past the session (overrides the contract's own rule). */
  overnightAllowed?: boolean;
}

/** POST /api/admin/oversea/option's answer. */
export interface AdminOverseaOption {
  id: number;
  stock: string;
  isPlay: boolean;
  isStop: boolean;
  /** Resting for players: closed by an operator or outside its session. */
  isRest: boolean;
  /** Whether players may keep positions past the session, as they now may. */
  overnightAllowed: boolean;
}

/**
 * GET /api/admin/ledger/audit: per asset, the sum over every account (double entry keeps each at "0"), and this
 * site's accounts whose cached balance differs from the one rebuilt from their transfers (none when sound).
 */
export interface LedgerAudit {
  totals: { asset: string; total: string }[];
  drifted: { id: number; cached: string; rebuilt: string }[];
}

/** GET /api/admin/ledger/player {playerId}: each wallet's cached balance beside the one rebuilt from its transfers. */
export interface PlayerLedgerWallet {
  wallet: string;
  asset: string;
  cached: DecimalString;
  rebuilt: DecimalString;
}

/** GET /api/admin/futures/option/list: every contract with its switches, those off included. */
export interface AdminFuturesOptionRow extends AdminFuturesOption {
  koName: string;
  /** The highest leverage of the contract's brackets: the most maxLeverage may be set to. */
  highestLeverage: number;
}

/** GET /api/admin/oversea/option/list: every overseas option with its switches, those off included. */
export interface AdminOverseaOptionRow extends AdminOverseaOption {
  koName: string;
}
