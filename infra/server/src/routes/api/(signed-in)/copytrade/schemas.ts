import { Type } from 'typebox';

import { Decimal, Id } from '../../../../schemas/common.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Strict = { additionalProperties: false } as const;
/** A whole percent as clients send it: a number or its text (the engine refuses what is out of range). */
const WholePercent = Type.Union([
  Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  Type.String({ maxLength: 12 }),
]);
/** USDT as text, or a plain JSON number. */
const Usdt = Type.Union([
  Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$' }),
  Type.Number({ minimum: 0, maximum: 1e12 }),
]);
const Stock = Type.String({ minLength: 1, maxLength: 20 });

/** A query flag as clients send it: "1" / "0" or "true" / "false". */
export const QueryFlag = Type.Union([
  Type.Literal('1'),
  Type.Literal('0'),
  Type.Literal('true'),
  Type.Literal('false'),
]);
export const isOn = (flag: string | undefined) => flag === '1' || flag === 'true';

export const CopyTraderSort = Type.Union([
  Type.Literal('ROI'),
  Type.Literal('PNL'),
  Type.Literal('FOLLOWERS'),
  Type.Literal('LATEST'),
  Type.Literal('MDD'),
  Type.Literal('WIN_RATE'),
  Type.Literal('FOLLOWER_PNL'),
  Type.Literal('AUC'),
]);

/** trader/list `period`: the trailing days whose figures the sort reads (absent: all-time). */
export const MetricPeriod = Type.Union([Type.Literal('7'), Type.Literal('30'), Type.Literal('90')]);

const MetricsSchema = Type.Object({
  days: Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)]),
  roi: Decimal,
  pnl: Decimal,
  maxDrawdown: Decimal,
  tradeCount: Type.Integer(),
  winRate: Decimal,
  followerPnl: Decimal,
});

export const CopyTraderSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  introduction: Type.String(),
  isActive: Type.Boolean(),
  isLiquidated: Type.Boolean(),
  followerCount: Type.Integer(),
  maxFollowerCount: Type.Integer(),
  isFull: Type.Boolean(),
  minBalance: Decimal,
  pnl: Decimal,
  roi: Decimal,
  tradeCount: Type.Integer(),
  winRate: Decimal,
  followerPnl: Decimal,
  maxDrawdown: Decimal,
  metrics: Type.Array(MetricsSchema),
  assetsUnderCopy: Decimal,
  profitSharePer: Type.Integer(),
  profitShareCapPer: Type.Integer(),
  profitShared: Decimal,
  stocks: Type.Array(Type.String()),
  createdAt: Type.Number(),
});

export const CopyFollowSchema = Type.Object({
  id: Type.Integer(),
  traderId: Type.Integer(),
  traderName: Type.String(),
  followerName: Type.String(),
  followStock: Type.Array(Type.String()),
  multiplyPer: Type.Integer(),
  maxBet: Decimal,
  oneMaxBet: Decimal,
  usedBet: Decimal,
  pnl: Decimal,
  copyCount: Type.Integer(),
  stopLossPer: Nullable(Type.Integer()),
  profitSharePer: Type.Integer(),
  profitShared: Decimal,
  status: Type.Union([Type.Literal('FOLLOWING'), Type.Literal('ENDED')]),
  endReason: Nullable(
    Type.Union([Type.Literal('UNFOLLOW'), Type.Literal('REMOVED'), Type.Literal('STOP_LOSS')]),
  ),
  createdAt: Type.Number(),
  endedAt: Nullable(Type.Number()),
});

export const CopyRecordSchema = Type.Object({
  id: Type.Integer(),
  traderFollowerId: Type.Integer(),
  traderId: Type.Integer(),
  traderName: Type.String(),
  futuresTraderOrderId: Type.Integer(),
  futuresFollowerOrderId: Nullable(Type.Integer()),
  futuresOptionId: Type.Integer(),
  stock: Type.String(),
  kind: Type.Union([Type.Literal('OPEN'), Type.Literal('CLOSE')]),
  status: Type.Union([Type.Literal('FILLED'), Type.Literal('SKIPPED')]),
  skipReason: Nullable(Type.String()),
  message: Nullable(Type.String()),
  traderQty: Decimal,
  qty: Decimal,
  price: Nullable(Decimal),
  margin: Decimal,
  realizedPnl: Nullable(Decimal),
  fee: Decimal,
  pnl: Decimal,
  createdAt: Type.Number(),
});

export const CopyProfitShareSchema = Type.Object({
  id: Type.Integer(),
  traderFollowerId: Type.Integer(),
  traderId: Type.Integer(),
  traderName: Type.String(),
  followerName: Type.String(),
  period: Type.String(),
  pnl: Decimal,
  sharePer: Type.Integer(),
  amount: Decimal,
  createdAt: Type.Number(),
});

export const CopyTraderTradeSchema = Type.Object({
  futuresTraderOrderId: Type.Integer(),
  futuresOptionId: Type.Integer(),
  stock: Type.String(),
  kind: Type.Union([Type.Literal('OPEN'), Type.Literal('CLOSE')]),
  tradeType: Type.Union([Type.Literal('B'), Type.Literal('S')]),
  qty: Decimal,
  price: Decimal,
  leverage: Type.Integer(),
  marginType: Type.Union([Type.Literal('CROSS'), Type.Literal('ISOLATED')]),
  margin: Decimal,
  pnl: Decimal,
  isLiquidation: Type.Boolean(),
  createdAt: Type.Number(),
});

export const FollowBody = Type.Object(
  {
    traderId: Id,
    followStock: Type.Union([Type.Array(Stock, { maxItems: 20 }), Type.String({ maxLength: 200 })]),
    multiplyPer: WholePercent,
    maxBet: Usdt,
    oneMaxBet: Usdt,
    stopLossPer: Type.Optional(Nullable(WholePercent)),
  },
  Strict,
);

export const TraderProfileBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    introduction: Type.Optional(Type.String({ maxLength: 500 })),
    isActive: Type.Optional(Type.Boolean()),
    profitSharePer: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  Strict,
);

export const UnfollowTraderBody = Type.Object({ traderFollowerId: Id }, Strict);

export const CopyCloseBody = Type.Object(
  {
    futuresFollowerOrderId: Id,
    futuresTraderOrderId: Id,
    closePrice: Type.Optional(
      Nullable(
        Type.Union([
          Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,10})?$' }),
          Type.Number({ minimum: 0, maximum: 1e15 }),
        ]),
      ),
    ),
  },
  Strict,
);
