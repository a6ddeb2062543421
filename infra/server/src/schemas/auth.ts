import { Type } from 'typebox';

import { Id } from './common.js';
import { MeSchema, Password } from './user.js';

/** Either username + password or refreshToken; which one is decided by the handler, for a clear message. */
export const LoginBodySchema = Type.Object({
  siteInfoId: Id,
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const LoginResultSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  expiresIn: Type.Integer(),
  user: MeSchema,
});

export const ChangePasswordBodySchema = Type.Object({
  id: Id,
  password: Password,
  currentPassword: Type.String({ minLength: 1, maxLength: 100 }),
});
