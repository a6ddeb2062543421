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
  /** A coin withdrawal's destination address, or the deposit address a chain deposit arrived at; else null. */
  address: string | null;
  /** The destination tag (XRP) or memo (EOS) that went with `address`; null when none. */
  tag: string | null;
  createdAt: number;
  processedAt: number | null;
  /** Why an operator rejected the request; null otherwise. */
  reason: string | null;
}

/**
 * POST /api/dnw/withdraw/apply: `{point}` withdraws won to the player's bank account; with a coin `walletType` it
 * withdraws that coin to `address` (and `tag` where the coin needs one; the saved withdrawal address when absent).
 * Either is held until an operator decides.
 */
export interface DnwWithdrawRequest {
  point: DecimalString;
  walletType?: string;
  address?: string;
  tag?: string;
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
  /**
   * The largest single request of each currency (KRW, USDT, BTC...), in its own units: `deposit` bounds a won
   * deposit or P2P buy, `withdraw` whatever leaves a wallet (a withdrawal, a send, a conversion, a sale).
   */
  limits: Readonly<Record<string, { deposit: DecimalString; withdraw: DecimalString }>>;
}

/** The coins a chain deposit address is issued for; each site offers those of its `depositCoins`. */
export const CHAIN_COINS = ['USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS'] as const;
export type ChainCoin = (typeof CHAIN_COINS)[number];

/**
 * POST /api/wallet/generate {coinName, address?, bankInfo?}: the caller's lasting deposit address for the coin (the
 * same one on every call), saving `address` as the caller's own withdrawal address when sent. POST
 * /api/wallet/temp-generate {coinName}: a fresh address that is meant for one deposit and shown until `expiresAt`
 * (coins sent to it later are still credited).
 */
export interface CoinAddress {
  coinName: ChainCoin;
  /** The chain the address lives on, as the screen names it (TRC20, Bitcoin, ERC20, XRP Ledger, ...). */
  network: string;
  address: string;
  /** The destination tag (XRP) or memo (EOS) a deposit must carry to reach this player; null when none. */
  tag: string | null;
  /** Epoch milliseconds; null for the lasting address. */
  expiresAt: number | null;
  /** The caller's own address for withdrawals of this coin, once saved through generate; else null. */
  withdrawAddress: string | null;
}

/**
 * POST /api/dnw/buy/apply {coinName, point, quoteId?}: spends `point` won of the player's money on the coin.
 * POST /api/dnw/sell/apply {coinName, point, quoteId?}: sells `point` of the coin for won. Both at the quote of GET
 * /api/dnw/exchange_rate {fromCoin, toCoin, point} with MONEY on the won side; both answer the wallets (MyWallet).
 */
export interface CoinTradeRequest {
  coinName: string;
  point: DecimalString;
  quoteId?: string;
}

/** GET /api/wallet/krw_rates: won per one unit of each wallet's currency at the last price; null when unpriced. */
export interface WalletKrwRates {
  rates: Record<string, DecimalString | null>;
  /** Epoch milliseconds of the prices. */
  at: number;
}

/** POST /api/coupon/use {promoCode, walletType}: the PB history row of the bonus the code granted. */
export interface CouponUseRequest {
  promoCode: string;
  walletType: string;
}
