import { CHAIN_COINS, DNW_STATUSES, DNW_TYPES } from '@bx/contracts';
import { Type } from 'typebox';

import { Decimal } from './common.js';
import { BankInfoSchema } from './user.js';

/** A KRW amount as the spec's clients send it: whole won, as digits or a number; at most 15 digits. */
export const DnwPoint = Type.Union([
  Type.String({ pattern: '^[1-9]\\d{0,14}$' }),
  Type.Integer({ minimum: 1, maximum: 999_999_999_999_999 }),
]);

export const DnwHistorySchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(DNW_TYPES),
  status: Type.Enum(DNW_STATUSES),
  wallet: Type.String(),
  point: Decimal,
  currency: Type.String(),
  counterpart: Type.Union([Type.String(), Type.Null()]),
  bankInfo: Type.Union([BankInfoSchema, Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  tag: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Number(),
  processedAt: Type.Union([Type.Number(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});

export const SiteDnwInfoSchema = Type.Object({
  dnwMinimum: Type.Number(),
  withdrawFeeRate: Type.Number(),
  depositAccount: Type.Union([BankInfoSchema, Type.Null()]),
  limits: Type.Record(Type.String(), Type.Object({ deposit: Decimal, withdraw: Decimal })),
});

export const ConvertQuoteSchema = Type.Object({
  quoteId: Type.String(),
  fromCoin: Type.String(),
  toCoin: Type.String(),
  point: Decimal,
  rate: Decimal,
  feeRate: Type.Number(),
  receive: Decimal,
  expiresAt: Type.Number(),
});

export const CoinAddressSchema = Type.Object({
  coinName: Type.Enum(CHAIN_COINS),
  network: Type.String(),
  address: Type.String(),
  tag: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Type.Number(), Type.Null()]),
  withdrawAddress: Type.Union([Type.String(), Type.Null()]),
});

export const WalletKrwRatesSchema = Type.Object({
  rates: Type.Record(Type.String(), Type.Union([Decimal, Type.Null()])),
  at: Type.Number(),
});

/** A promotion code as players type it: letters, digits, - and _; kept upper-case. */
export const PromoCode = Type.String({ pattern: '^[0-9A-Za-z_-]{3,40}$' });

export const CouponSchema = Type.Object({
  id: Type.Integer(),
  promoCode: Type.String(),
  wallet: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
  point: Decimal,
  maxUses: Type.Integer(),
  uses: Type.Integer(),
  expiresAt: Type.Number(),
});
