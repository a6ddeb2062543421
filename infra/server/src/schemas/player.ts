import { ACCOUNT_RULES } from '@bx/contracts';
import { Type } from 'typebox';

import { Id } from './common.js';
import { Password, Username } from './user.js';

/**
 * A sign-up's free-form extras: a flat map of a few short scalars. Nothing nested reaches jsonb storage, and
 * blockDevice is the operators' to set (the service drops it).
 */
const EtcJson = Type.Record(
  Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,31}$' }),
  Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]),
  { maxProperties: 16, additionalProperties: false },
);

/** The account withdrawals are paid to: a bank of the site's list, its number, and the holder's name. */
export const BankInfoSchema = Type.Object(
  {
    bank: Type.String({ minLength: 1, maxLength: 30 }),
    account: Type.String(ACCOUNT_RULES.bankAccount),
    holder: Type.String(ACCOUNT_RULES.bankHolder),
  },
  { additionalProperties: false },
);

export const RegisterPlayerBodySchema = Type.Object({
  username: Username,
  password: Password,
  name: Type.String({ minLength: 1, maxLength: 50 }),
  phone: Type.String({ pattern: '^[0-9]+(-[0-9]+)*$', maxLength: 20 }),
  email: Type.Optional(Type.String({ pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 100 })),
  partnerId: Type.Optional(Id),
  etcJson: Type.Optional(EtcJson),
  nick: Type.Optional(Type.String({ minLength: 2, maxLength: 20 })),
  bankInfo: Type.Optional(BankInfoSchema),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  siteInfoId: Id,
});
