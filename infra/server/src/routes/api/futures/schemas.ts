import { Type } from 'typebox';

import { Decimal, Id } from '../../../schemas/common.js';
import { FuturesOptionSchema } from '../../../schemas/option.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Strict = { additionalProperties: false } as const;
const MarginType = Type.Union([Type.Literal('CROSS'), Type.Literal('ISOLATED')]);
const TradeType = Type.Union([Type.Literal('B'), Type.Literal('S')]);
/** A price or a size as text: bounded digits, the option's grid is the engine's check. */
const Amount = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,10})?$' });
/** An order's size or price: the text, or a plain JSON number (a client written to the spec sends `qty: 1`). */
const AmountOrNumber = Type.Union([Amount, Type.Number({ minimum: 0, maximum: 1e15 })]);
const Leverage = Type.Integer({ minimum: 1, maximum: 125 });

export { FuturesOptionSchema };

export const FuturesOptionDetailSchema = Type.Object({
  ...FuturesOptionSchema.properties,
  tickSize: Decimal,
  stepSize: Decimal,
  qtyPrecision: Type.Integer(),
  maxLeverage: Type.Integer(),
  minNotional: Decimal,
  brackets: Type.Array(
    Type.Object({ notionalCap: Decimal, maxLeverage: Type.Integer(), mmr: Decimal, cum: Decimal }),
  ),
  markPrice: Decimal,
  fundingRate: Decimal,
  nextFundingTime: Type.Number(),
  feeRate: Decimal,
  isPlay: Type.Boolean(),
  isStop: Type.Boolean(),
});

export const FuturesOrderSchema = Type.Object({
  id: Type.Integer(),
  futuresOptionId: Type.Integer(),
  stock: Type.String(),
  marketType: Type.String(),
  tradeType: TradeType,
  qty: Decimal,
  price: Nullable(Decimal),
  stopPrice: Nullable(Decimal),
  isMark: Type.Boolean(),
  reduceOnly: Type.Boolean(),
  isTriggered: Type.Boolean(),
  leverage: Type.Integer(),
  marginType: MarginType,
  margin: Decimal,
  status: Type.String(),
  isActive: Type.Boolean(),
  filledPrice: Nullable(Decimal),
  fee: Decimal,
  liquidationFee: Decimal,
  requestedQty: Nullable(Decimal),
  realizedPnl: Nullable(Decimal),
  futuresPositionId: Nullable(Type.Integer()),
  cancelReason: Nullable(Type.String()),
  createdAt: Type.Number(),
  filledAt: Nullable(Type.Number()),
});

const Trigger = Nullable(Type.Object({ orderId: Type.Integer(), price: Decimal, isMark: Type.Boolean() }));

export const FuturesPositionSchema = Type.Object({
  id: Type.Integer(),
  futuresOptionId: Type.Integer(),
  stock: Type.String(),
  side: Type.Union([Type.Literal('LONG'), Type.Literal('SHORT')]),
  qty: Decimal,
  entryPrice: Decimal,
  markPrice: Decimal,
  leverage: Type.Integer(),
  marginType: MarginType,
  margin: Decimal,
  notional: Decimal,
  maintenanceMargin: Decimal,
  unrealizedPnl: Decimal,
  roe: Decimal,
  liquidationPrice: Nullable(Decimal),
  takeProfit: Trigger,
  stopLoss: Trigger,
  fundingFee: Decimal,
  realizedPnl: Decimal,
  status: Type.String(),
  openedAt: Type.Number(),
  closedAt: Nullable(Type.Number()),
  closePrice: Nullable(Decimal),
  closeReason: Nullable(Type.String()),
});

export const FuturesLeverageSchema = Type.Object({
  futuresOptionId: Type.Integer(),
  stock: Type.String(),
  leverage: Type.Integer(),
  marginType: MarginType,
  maxNotional: Decimal,
});

export const FuturesQtyPerSchema = Type.Object({
  futuresOptionId: Type.Integer(),
  leverage: Type.Integer(),
  availableBalance: Decimal,
  maxBuyQty: Decimal,
  maxSellQty: Decimal,
});

export const FuturesCrossSchema = Type.Object({
  playerPoint: Decimal,
  markPnl: Decimal,
  minusFundingFee: Decimal,
  availableBalance: Decimal,
  margin: Decimal,
});

export const OrderBody = Type.Object(
  {
    futuresOptionId: Id,
    marketType: Type.Union([
      Type.Literal('LIMIT'),
      Type.Literal('MARKET'),
      Type.Literal('STOPLIMIT'),
      Type.Literal('STOPMARKET'),
    ]),
    tradeType: TradeType,
    qty: Type.Optional(AmountOrNumber),
    amount: Type.Optional(AmountOrNumber),
    price: Type.Optional(AmountOrNumber),
    stopPrice: Type.Optional(AmountOrNumber),
    isMark: Type.Optional(Type.Boolean()),
    reduceOnly: Type.Optional(Type.Boolean()),
    futuresPositionId: Type.Optional(Id),
    takeProfit: Type.Optional(AmountOrNumber),
    stopLoss: Type.Optional(AmountOrNumber),
  },
  Strict,
);
export const CancelBody = Type.Object({ id: Id }, Strict);
export const CancelAllBody = Type.Object({ futuresOptionId: Type.Optional(Id) }, Strict);
export const TpslBody = Type.Object(
  {
    futuresPositionId: Id,
    takeProfit: Nullable(Amount),
    stopLoss: Nullable(Amount),
    isMarkTp: Type.Optional(Type.Boolean()),
    isMarkSl: Type.Optional(Type.Boolean()),
  },
  Strict,
);
export const LeverageBody = Type.Object({ futuresOptionId: Id, leverage: Leverage }, Strict);
export const MarginTypeBody = Type.Object({ futuresOptionId: Id, marginType: MarginType }, Strict);
export const MarginBody = Type.Object(
  { futuresPositionId: Id, amount: Amount, type: Type.Union([Type.Literal('ADD'), Type.Literal('REMOVE')]) },
  Strict,
);
export { Leverage };
