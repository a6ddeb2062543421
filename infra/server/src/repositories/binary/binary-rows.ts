import type { BetSide, GameStatus, GameType, RoundPhase } from '@bx/contracts';

import { parseUnits } from '../../money/units.js';

export interface TradeOptionRow {
  id: number;
  stock: string;
  type: GameType;
  roundSeconds: number;
  lockSeconds: number;
  /** Decimal text with four places, e.g. "1.9500". */
  payoutRate: string;
  minBet: bigint;
  betUnit: bigint;
  currency: string;
  isPlay: 0 | 1;
  isStop: 0 | 1;
}

export interface RoundRow {
  id: number;
  tradeOptionId: number;
  /** 1, 2, 3 ... within the option, in opening order. */
  roundNo: number;
  stock: string;
  precision: number;
  openAt: number;
  lockAt: number;
  closeAt: number;
  phase: RoundPhase;
  status: GameStatus;
  lockPrice: number | null;
  closePrice: number | null;
  winner: BetSide | null;
}

export interface BetRow {
  id: number;
  tradeRoundId: number;
  tradeOptionId: number;
  userId: number;
  stock: string;
  type: BetSide;
  point: bigint;
  asset: string;
  payout: bigint;
  status: GameStatus;
  won: boolean | null;
  createdAt: number;
  idempotencyKey: string;
  payoutRate: string;
  /** The round's number within its option, its price digits and its lock and close prices (null until known). */
  roundNo: number;
  precision: number;
  lockPrice: number | null;
  closePrice: number | null;
}

export const OPTION = `id, stock, type, round_seconds AS "roundSeconds", lock_seconds AS "lockSeconds",
  payout_rate::text AS "payoutRate", min_bet::text AS "minBet", bet_unit::text AS "betUnit", currency,
  is_play AS "isPlay", is_stop AS "isStop"`;

export function roundColumns(a: string): string {
  return `${a}.id, ${a}.trade_option_id AS "tradeOptionId", ${a}.round_no AS "roundNo", ${a}.stock, ${a}.precision, ${a}.open_at::text AS "openAt",
  ${a}.lock_at::text AS "lockAt", ${a}.close_at::text AS "closeAt", ${a}.phase, ${a}.status,
  ${a}.lock_price::text AS "lockPrice", ${a}.close_price::text AS "closePrice", ${a}.winner`;
}
export const ROUND = roundColumns('trade_round');

/** A bet with its round (alias `r`) joined. */
export const BET = `b.id, b.trade_round_id AS "tradeRoundId", b.trade_option_id AS "tradeOptionId", b.user_id AS "userId",
  r.stock, b.type, b.point::text AS point, b.asset, b.payout::text AS payout, b.status, b.won,
  b.created_at::text AS "createdAt", b.idempotency_key AS "idempotencyKey",
  b.payout_rate::text AS "payoutRate", r.round_no AS "roundNo", r.precision,
  r.lock_price::text AS "lockPrice", r.close_price::text AS "closePrice"`;

type Raw<T, K extends keyof T> = Omit<T, K> & Record<K, string>;

type RawPrices = { lockPrice: string | null; closePrice: string | null };

/** A round's lock and close prices as numbers (integer units of 10^-precision); null until recorded. */
function pricesOf(row: RawPrices): { lockPrice: number | null; closePrice: number | null } {
  return {
    lockPrice: row.lockPrice === null ? null : Number(row.lockPrice),
    closePrice: row.closePrice === null ? null : Number(row.closePrice),
  };
}

export type RawOption = Raw<TradeOptionRow, 'minBet' | 'betUnit'>;

export function toOption(row: RawOption): TradeOptionRow {
  return { ...row, minBet: parseUnits(row.minBet), betUnit: parseUnits(row.betUnit) };
}

export type RawRound = Raw<RoundRow, 'openAt' | 'lockAt' | 'closeAt'> & RawPrices;

export function toRound(row: RawRound): RoundRow {
  return {
    ...row,
    openAt: Number(row.openAt),
    lockAt: Number(row.lockAt),
    closeAt: Number(row.closeAt),
    ...pricesOf(row),
  };
}

export type RawBet = Raw<BetRow, 'point' | 'payout' | 'createdAt'> & RawPrices;

export function toBet(row: RawBet): BetRow {
  return {
    ...row,
    point: parseUnits(row.point),
    payout: parseUnits(row.payout),
    createdAt: Number(row.createdAt),
    ...pricesOf(row),
  };
}
