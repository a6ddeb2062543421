import { Type } from 'typebox';

import { Decimal, Id } from '../../../schemas/common.js';
import { FuturesOptionSchema } from '../../../schemas/option.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const OverseaOptionSchema = Type.Object({ ...FuturesOptionSchema.properties, isRest: Type.Boolean() });

export const OverseaOptionDetailSchema = Type.Object({
  ...OverseaOptionSchema.properties,
  currency: Type.String(),
  tickSize: Decimal,
  tickValue: Decimal,
  krwRate: Decimal,
  marginPerContract: Decimal,
  overnightAllowed: Type.Boolean(),
  nextOpenAt: Nullable(Type.Number()),
});

const TradeType = Type.Union([Type.Literal('B'), Type.Literal('S')]);
const MarketType = Type.Union([Type.Literal('MARKET'), Type.Literal('LIMIT')]);

export const OverseaOrderSchema = Type.Object({
  id: Type.Integer(),
  overseaOptionId: Type.Integer(),
  stock: Type.String(),
  marketType: MarketType,
  tradeType: TradeType,
  qty: Type.Integer(),
  price: Decimal,
  filledPrice: Nullable(Decimal),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('FILLED'), Type.Literal('CANCELLED')]),
  isActive: Type.Boolean(),
  margin: Decimal,
  reason: Type.String(),
  createdAt: Type.Number(),
});

export const OverseaPositionSchema = Type.Object({
  id: Type.Integer(),
  overseaOptionId: Type.Integer(),
  stock: Type.String(),
  koName: Type.String(),
  side: Type.Union([Type.Literal('LONG'), Type.Literal('SHORT')]),
  qty: Type.Integer(),
  entryPrice: Decimal,
  lastPrice: Decimal,
  pnl: Decimal,
  margin: Decimal,
  tpTick: Nullable(Type.Integer()),
  slTick: Nullable(Type.Integer()),
  tpPrice: Nullable(Decimal),
  slPrice: Nullable(Decimal),
  isOvernight: Type.Boolean(),
  overnightAllowed: Type.Boolean(),
  openedAt: Type.Number(),
  closedAt: Nullable(Type.Number()),
  closePrice: Nullable(Decimal),
  realizedPnl: Nullable(Decimal),
  closeReason: Nullable(Type.String()),
});

export const OverseaOvernightSchema = Type.Object({
  overseaPositionId: Type.Integer(),
  overseaOptionId: Type.Integer(),
  stock: Type.String(),
  isActive: Type.Boolean(),
  overnightAllowed: Type.Boolean(),
});

export const OverseaDailyProfitSchema = Type.Object({
  date: Type.String(),
  trades: Type.Integer(),
  profit: Decimal,
});

/** Ticks away from the entry: 0 or null clears that side. */
const Ticks = Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }));
const Strict = { additionalProperties: false } as const;

/** GET /api/oversea/cross: what /user/queue/oversea_cross pushes, for a screen opening before the next push. */
export const OverseaCrossSchema = Type.Object({
  playerPoint: Decimal,
  lastPnl: Decimal,
  losscut: Decimal,
  playerGameWaitPoint: Decimal,
});

export const OrderBody = Type.Object(
  {
    overseaOptionId: Id,
    marketType: MarketType,
    tradeType: TradeType,
    qty: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    price: Type.Optional(Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,10})?$' })),
    overseaPositionId: Type.Optional(Id),
  },
  Strict,
);
export const CancelBody = Type.Object({ id: Id }, Strict);
export const CancelAllBody = Type.Object({ overseaOptionId: Type.Optional(Id) }, Strict);
export const TpslBody = Type.Object(
  { overseaPositionId: Id, overseaOptionId: Id, tpTick: Ticks, slTick: Ticks },
  Strict,
);
export const DeleteTpslBody = Type.Object(
  {
    id: Id,
    overseaOptionId: Id,
    value: Type.Union([Type.Literal('TP'), Type.Literal('SL'), Type.Literal('ALL')]),
  },
  Strict,
);
export const OvernightBody = Type.Object({ overseaPositionId: Id, isActive: Type.Boolean() }, Strict);
