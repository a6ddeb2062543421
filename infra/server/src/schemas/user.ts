import { ACCOUNT_RULES } from '@bx/contracts';
import { Type } from 'typebox';

import { Decimal, Id } from './common.js';

export const WalletSchema = Type.Object({
  point: Decimal,
  gameWaitPoint: Decimal,
  realPoint: Decimal,
  losscut: Decimal,
  pnl: Decimal,
  currency: Type.String(),
});

export const WalletMapSchema = Type.Object({
  FUTURES: WalletSchema,
  BINARY: WalletSchema,
  USDT: WalletSchema,
  BTC: WalletSchema,
  ETH: WalletSchema,
  XRP: WalletSchema,
  DOGE: WalletSchema,
  EOS: WalletSchema,
});

export const MyWalletSchema = Type.Object({ money: Decimal, wallet: WalletMapSchema });

export const BankInfoSchema = Type.Object({
  bank: Type.String(),
  account: Type.String(),
  holder: Type.String(),
});

export const MeSchema = Type.Object({
  id: Id,
  siteInfoId: Id,
  username: Type.String(),
  name: Type.String(),
  nick: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  status: Type.Union([Type.Literal('NORMAL'), Type.Literal('WAIT'), Type.Literal('DENY')]),
  role: Type.Union([
    Type.Literal('PLAYER'),
    Type.Literal('TRADER'),
    Type.Literal('PARTNER'),
    Type.Literal('ADMIN'),
  ]),
  etcJson: Type.Object({ blockDevice: Type.Optional(Type.String()) }, { additionalProperties: true }),
  bankInfo: Type.Union([BankInfoSchema, Type.Null()]),
  money: Decimal,
  wallet: WalletMapSchema,
});

export const PartnerSummarySchema = Type.Object({ id: Id, code: Type.String(), name: Type.String() });

export const Username = Type.String(ACCOUNT_RULES.username);
export const Password = Type.String(ACCOUNT_RULES.password);
