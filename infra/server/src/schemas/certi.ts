import { Type } from 'typebox';

import { Id } from './common.js';
import { Password } from './user.js';

export const Email = Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 100 });
/** Digits with optional dashes, 9 to 11 digits: "010-1234-5678", "0212345678". */
export const Phone = Type.String({
  pattern: '^(?=(?:[^0-9]*[0-9]){9,11}[^0-9]*$)[0-9]+(-[0-9]+)*$',
  maxLength: 20,
});
export const Code = Type.String({ pattern: '^[0-9]{6}$' });

/** A code sent: how long it stays valid, and how long until another may be asked for (one a minute per target). */
export const CertificateSentSchema = Type.Object({
  sent: Type.Literal(true),
  expiresIn: Type.Integer(),
  resendIn: Type.Integer(),
});
export const VerifiedSchema = Type.Object({ verified: Type.Literal(true) });

const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);

export const DeliverySentSchema = Type.Object({
  sent: Type.Literal(true),
  channel: Channel,
  to: Type.String(),
  expiresIn: Type.Optional(Type.Integer()),
});

export const FindIdBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  phone: Type.Optional(Phone),
  email: Type.Optional(Email),
});

export const FindPasswordBodySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 50 }),
  phone: Type.Optional(Phone),
  email: Type.Optional(Email),
});

export const ResetPasswordBodySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 50 }),
  code: Code,
  password: Password,
});

export const ChangeNickBodySchema = Type.Object({
  id: Id,
  nick: Type.String({ minLength: 2, maxLength: 20 }),
  siteInfoId: Id,
});

export const OutboxPageSchema = Type.Object({
  outbox: Type.Literal('development'),
  content: Type.Array(
    Type.Object({
      id: Id,
      to: Type.String(),
      channel: Channel,
      subject: Type.String(),
      body: Type.String(),
      createdAt: Type.Number(),
    }),
  ),
  page: Type.Integer(),
  size: Type.Integer(),
  totalElements: Type.Integer(),
});
