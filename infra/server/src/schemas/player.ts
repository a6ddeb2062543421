import { Type } from 'typebox';

import { Id } from './common.js';
import { Password, Username } from './user.js';

export const RegisterPlayerBodySchema = Type.Object({
  username: Username,
  password: Password,
  name: Type.String({ minLength: 1, maxLength: 50 }),
  phone: Type.String({ pattern: '^[0-9]+(-[0-9]+)*$', maxLength: 20 }),
  email: Type.Optional(Type.String({ pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 100 })),
  partnerId: Type.Optional(Id),
  etcJson: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  nick: Type.Optional(Type.String({ minLength: 2, maxLength: 20 })),
  bankInfo: Type.Optional(Type.String({ maxLength: 200 })),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  siteInfoId: Id,
});
