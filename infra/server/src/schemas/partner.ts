import { PARTNER_PROFIT_TYPES } from '@bx/contracts';
import { Type } from 'typebox';

import { Phone } from './certi.js';
import { Decimal, Id } from './common.js';
import { Password, Username } from './user.js';

const Status = Type.Union([Type.Literal('NORMAL'), Type.Literal('WAIT'), Type.Literal('DENY')]);

export const PartnerSchema = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  username: Type.String(),
  level: Type.Integer(),
  parentId: Type.Union([Id, Type.Null()]),
  status: Status,
  shareRate: Type.Number(),
  childCount: Type.Integer(),
  playerCount: Type.Integer(),
  createdAt: Type.Number(),
});

/** POST /api/partner's body: the new partner's login, its code (as in /ref/{code}) and its rate. */
export const PartnerCreateBody = Type.Object(
  {
    username: Username,
    password: Password,
    name: Type.String({ minLength: 1, maxLength: 50 }),
    phone: Phone,
    code: Type.String({ pattern: '^[0-9A-Za-z_-]{3,30}$' }),
    // Four decimals are kept (0.1234 = 12.34 %).
    shareRate: Type.Number({ minimum: 0, maximum: 1 }),
    parentId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const PartnerProfitSchema = Type.Object({
  id: Id,
  type: Type.Enum(PARTNER_PROFIT_TYPES),
  partnerCode: Type.String(),
  player: Type.String(),
  base: Decimal,
  rate: Type.Number(),
  point: Decimal,
  currency: Type.String(),
  wallet: Type.String(),
  createdAt: Type.Number(),
});

export const PartnerPlayerSchema = Type.Object({
  id: Id,
  username: Type.String(),
  nick: Type.Union([Type.String(), Type.Null()]),
  status: Status,
  createdAt: Type.Number(),
});

/** A flag as clients send it in a query: true/false or 1/0. */
export const FlagText = Type.Union([
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('1'),
  Type.Literal('0'),
]);
