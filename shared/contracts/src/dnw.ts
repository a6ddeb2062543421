import type { BankInfo, DecimalString } from './user.js';

/**
 * The spec's deposit/withdraw history codes: B bonus, D deposit, W withdraw, WB P2P buy, WS P2P sell, TI and CI
 * received transfers, TO and CO sent transfers, E cancel, C settlement, PB bonus grant, PM deduction.
 */
export const DNW_TYPES = ['B', 'D', 'W', 'WB', 'WS', 'TI', 'CI', 'TO', 'CO', 'E', 'C', 'PB', 'PM'] as const;
export type DnwType = (typeof DNW_TYPES)[number];

/** The two kinds a player applies for on /dnw (POST /api/dnw/apply {type, point}). */
export type DnwApplyType = 'D' | 'W';

/**
 * WAIT until an operator decides (a withdrawal's amount is held meanwhile); DONE approved and booked; REJECT
 * refused by the operator; CANCEL withdrawn by the player while it waited. Held amounts go back on both.
 */
export const DNW_STATUSES = ['WAIT', 'DONE', 'REJECT', 'CANCEL'] as const;
export type DnwStatus = (typeof DNW_STATUSES)[number];

/** One row of GET /api/dnw/list, as POST /api/dnw/apply answers it too. */
export interface DnwHistory {
  id: number;
  type: DnwType;
  status: DnwStatus;
  /** MONEY (the player's KRW) for deposits and withdrawals; the coin wallet a send moved. */
  wallet: string;
  /** In the wallet's currency (KRW for the player's money). */
  point: DecimalString;
  currency: string;
  /** A send's other player by nickname (or username without one): TO/CO the receiver, TI/CI the sender. */
  counterpart: string | null;
  /** The account a withdrawal is paid to, as it stood when the player applied; null for deposits. */
  bankInfo: BankInfo | null;
  createdAt: number;
  processedAt: number | null;
}

/** POST /api/dnw/transfer: sends `point` of the caller's `walletType` to another player of the site. */
export interface DnwTransferRequest {
  walletType: string;
  point: DecimalString;
  /** The receiver's username. */
  username: string;
}

/**
 * GET /api/dnw/exchange_rate {fromCoin, toCoin, point}: what converting `point` would give now, fee taken; POST
 * /api/dnw/convert with its `quoteId` books exactly `receive` if it comes before `expiresAt`.
 */
export interface ConvertQuote {
  quoteId: string;
  fromCoin: string;
  toCoin: string;
  point: DecimalString;
  /** `toCoin` per one `fromCoin`, before the fee. */
  rate: DecimalString;
  feeRate: number;
  receive: DecimalString;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** GET /api/site_info/dnw: what the /dnw screen shows beside the amounts. */
export interface SiteDnwInfo {
  /** The smallest amount a deposit or withdrawal may ask for (the spec's dnw minimum, 10000 by default). */
  dnwMinimum: number;
  withdrawFeeRate: number;
  /** The site's account players deposit to; null until the operator sets one. */
  depositAccount: BankInfo | null;
}
