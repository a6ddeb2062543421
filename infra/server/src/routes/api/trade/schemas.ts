import { GAME_STATUS } from '@bx/contracts';
import { Type, type TSchema } from 'typebox';

import { AppError } from '../../../errors/app-error.js';
import { Decimal } from '../../../schemas/common.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Status = Type.Union([
  Type.Literal(GAME_STATUS.RUNNING),
  Type.Literal(GAME_STATUS.REALIZED),
  Type.Literal(GAME_STATUS.CANCELLED),
  Type.Literal(GAME_STATUS.VOID),
]);
const Side = Type.Union([Type.Literal('B'), Type.Literal('S')]);

export const TickSchema = Type.Object({ stock: Type.String(), price: Decimal, time: Type.Number() });

export const KlineSchema = Type.Object({
  time: Type.Number(),
  open: Decimal,
  high: Decimal,
  low: Decimal,
  close: Decimal,
  volume: Decimal,
});

export const TickerStatisticsSchema = Type.Object({
  stock: Type.String(),
  lastPrice: Decimal,
  priceChangePercent: Decimal,
  highPrice: Decimal,
  lowPrice: Decimal,
  volume: Decimal,
  isOpen: Type.Boolean(),
});

export const TradeOptionSchema = Type.Object({
  id: Type.Integer(),
  stock: Type.String(),
  type: Type.String(),
  isPlay: Type.Union([Type.Literal(0), Type.Literal(1)]),
  isStop: Type.Union([Type.Literal(0), Type.Literal(1)]),
  isRest: Type.Boolean(),
  nextOpenAt: Nullable(Type.Number()),
  koName: Type.String(),
  currency: Type.String(),
  precision: Type.Integer(),
  lastPrice: Decimal,
  rateChange: Decimal,
  roundSeconds: Type.Integer(),
  payoutRate: Decimal,
  minBet: Decimal,
  betUnit: Decimal,
});

export const TradeRoundSchema = Type.Object({
  tradeRoundId: Type.Integer(),
  tradeOptionId: Type.Integer(),
  roundNo: Type.Integer(),
  stock: Type.String(),
  openAt: Type.Number(),
  lockAt: Type.Number(),
  closeAt: Type.Number(),
  phase: Type.String(),
  lockPrice: Nullable(Decimal),
  closePrice: Nullable(Decimal),
  winner: Nullable(Side),
  status: Status,
});

export const BetSchema = Type.Object({
  id: Type.Integer(),
  tradeRoundId: Type.Integer(),
  tradeOptionId: Type.Integer(),
  stock: Type.String(),
  type: Side,
  point: Decimal,
  payout: Decimal,
  status: Status,
  won: Nullable(Type.Boolean()),
  createdAt: Type.Number(),
  roundNo: Type.Integer(),
  currency: Type.String(),
  lockPrice: Nullable(Decimal),
  closePrice: Nullable(Decimal),
});

export const DailyRoundSummarySchema = Type.Object({
  date: Type.String(),
  tradeOptionId: Type.Integer(),
  rounds: Type.Integer(),
  buyWins: Type.Integer(),
  sellWins: Type.Integer(),
  ties: Type.Integer(),
  cancelled: Type.Integer(),
});

export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
  });
}

/** LIST answers an array, PAGE a Page. */
export function ListOrPage<T extends TSchema>(item: T) {
  return Type.Union([Type.Array(item), PageOf(item)]);
}

export const ResultType = Type.Union([Type.Literal('LIST'), Type.Literal('PAGE')]);
export const PageNumber = Type.Integer({ minimum: 1, maximum: 1_000_000 });
export const PageSize = Type.Integer({ minimum: 1, maximum: 100 });

/** "1,2" -> [1, 2] with each element checked; undefined when absent or empty. */
export function csv<T extends string>(
  raw: string | undefined,
  field: string,
  allowed?: readonly T[],
): T[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length > 50) throw new AppError(400, 'VALIDATION', `querystring.${field}`);
  if (allowed !== undefined && items.some((item) => !allowed.includes(item as T))) {
    throw new AppError(400, 'VALIDATION', `querystring.${field}`);
  }
  return items as T[];
}

export function csvNumbers(
  raw: string | undefined,
  field: string,
  allowed?: readonly number[],
): number[] | undefined {
  const items = csv(raw, field);
  if (items === undefined) return undefined;
  const numbers = items.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || (allowed !== undefined && !allowed.includes(n)))) {
    throw new AppError(400, 'VALIDATION', `querystring.${field}`);
  }
  return numbers;
}

export function paged<T>(
  resultType: 'LIST' | 'PAGE',
  page: number,
  size: number,
  rows: T[],
  total: number,
): T[] | { content: T[]; page: number; size: number; totalElements: number } {
  return resultType === 'LIST' ? rows : { content: rows, page, size, totalElements: total };
}
