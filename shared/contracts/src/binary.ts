import type { DecimalString, Wallet, WalletType } from './user.js';

/** R.5 = 30 s rent rounds; R1/R2/R5 and B1/B2/B5 = rounds of that many minutes. */
export const GAME_TYPES = ['R.5', 'R1', 'R2', 'R5', 'B1', 'B2', 'B5'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** B: the price will close above the lock price; S: below it. */
export type BetSide = 'B' | 'S';

/**
 * The spec's game statuses by name: the `status` of a round and of a bet (stored as these numbers in
 * trade_round.status and binary_bet.status; SQL interpolates them from here, never a bare digit).
 */
export const GAME_STATUS = {
  /** Not decided yet: a round until its outcome is recorded, a bet until it is settled. */
  RUNNING: 0,
  /** Won or lost (a bet's `won`, a round's `winner`). */
  REALIZED: 1,
  /** Disqualified: a lock or close price was missing or stale; stakes refunded. */
  CANCELLED: 2,
  /** A tie, close = lock: stakes refunded. */
  VOID: 3,
} as const;
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS];
export const GAME_STATUSES: readonly GameStatus[] = Object.values(GAME_STATUS);

export interface TradeOption {
  id: number;
  stock: string;
  type: GameType;
  isPlay: 0 | 1;
  isStop: 0 | 1;
  isRest: boolean;
  /** While isRest: when the market opens again (epoch ms); null while it is open. */
  nextOpenAt: number | null;
  koName: string;
  currency: string;
  precision: number;
  lastPrice: DecimalString;
  rateChange: DecimalString;
  /** Round length in seconds. */
  roundSeconds: number;
  /** What a winning stake returns, stake included, e.g. "1.95". */
  payoutRate: DecimalString;
  minBet: DecimalString;
  betUnit: DecimalString;
}

/** CLOSED: the close price is recorded and settlement is under way (SETTLED or CANCELLED follows). */
export type RoundPhase = 'OPEN' | 'LOCKED' | 'CLOSED' | 'SETTLED' | 'CANCELLED';

export interface TradeRound {
  tradeRoundId: number;
  tradeOptionId: number;
  /** The round's number within its option (1, 2, 3 ...); tradeRoundId is global across options. */
  roundNo: number;
  stock: string;
  /** Epoch milliseconds: bets are taken from openAt until lockAt; the result is the price at closeAt. */
  openAt: number;
  lockAt: number;
  closeAt: number;
  phase: RoundPhase;
  lockPrice: DecimalString | null;
  closePrice: DecimalString | null;
  /** The side that won, or null while running, on a tie or a cancelled round. */
  winner: BetSide | null;
  status: GameStatus;
}

export interface Bet {
  id: number;
  tradeRoundId: number;
  tradeOptionId: number;
  stock: string;
  type: BetSide;
  point: DecimalString;
  /** What was paid back: stake x payout rate when won, the stake on a refund, 0 when lost. */
  payout: DecimalString;
  status: GameStatus;
  won: boolean | null;
  createdAt: number;
  /** The round's number within its option, as TradeRound.roundNo. */
  roundNo: number;
  /** The unit of point and payout (the option's currency, e.g. USDT). */
  currency: string;
  /** The round's lock (entry) and close prices, null until recorded. */
  lockPrice: DecimalString | null;
  closePrice: DecimalString | null;
}

export interface BetRequest {
  point: DecimalString;
  tradeRoundId: number;
  type: BetSide;
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
}

export interface DailyRoundSummary {
  date: string;
  tradeOptionId: number;
  rounds: number;
  buyWins: number;
  sellWins: number;
  ties: number;
  cancelled: number;
}

/** How list calls answer: LIST -> T[] (at most `size`, default 20, max 100), PAGE -> Page<T> (page from 1). */
export type ResultType = 'LIST' | 'PAGE';

/**
 * A player's bets of one round once settled, summed: what they staked and got back in all. One message per player
 * and settlement batch, so a round of any size costs one push per player (a player whose bets straddle two
 * batches of 5,000 hears twice, each for their own bets).
 */
export interface RoundResult {
  tradeRoundId: number;
  tradeOptionId: number;
  roundNo: number;
  stock: string;
  /** The sides the player took in the round: one, or both. */
  sides: BetSide[];
  bets: number;
  /** Stakes in all, and what came back in all (payouts of the winners, stakes on a refund). */
  point: DecimalString;
  payout: DecimalString;
  status: GameStatus;
  /** Whether any of the bets won; null when the round was not realized (void or cancelled: refunded). */
  won: boolean | null;
  currency: string;
  lockPrice: DecimalString | null;
  closePrice: DecimalString | null;
}

/** On /user/queue/trade: one of this user's bets was accepted, or their bets of a round were settled. */
export type TradeQueueMessage =
  { type: 'BET_PLACED'; data: Bet } | { type: 'ROUND_SETTLED'; data: RoundResult };

/** On /user/queue/point after every balance change of a wallet: a wallet by its type, or the player's KRW money. */
export type PointMessage =
  { type: WalletType; data: Wallet } | { type: 'MONEY'; data: { money: DecimalString } };
