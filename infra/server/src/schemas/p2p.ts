import { FILE_PURPOSES, PAYMENT_PROVIDERS, UPLOAD_MIMES } from '@bx/contracts';
import { Type } from 'typebox';

import { Decimal } from './common.js';
import { DnwHistorySchema } from './dnw.js';

export const UploadedFileSchema = Type.Object({
  id: Type.String(),
  mime: Type.Enum(UPLOAD_MIMES),
  size: Type.Integer(),
  purpose: Type.Enum(FILE_PURPOSES),
});

export const ProviderCode = Type.Enum(PAYMENT_PROVIDERS);

export const FileId = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
});

export const P2pHistorySchema = Type.Intersect([
  DnwHistorySchema,
  Type.Object({
    provider: ProviderCode,
    name: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    won: Type.Union([Decimal, Type.Null()]),
    detail: Type.Object({ fileId: Type.Optional(Type.String()), walletType: Type.Optional(Type.String()) }),
  }),
]);

export const ProviderUrlSchema = Type.Object({
  provider: ProviderCode,
  url: Type.String(),
  expiresAt: Type.Number(),
});

export const P2pProviderSchema = Type.Object({ code: ProviderCode, name: Type.String(), url: Type.String() });

export const ProviderCoinStatusSchema = Type.Object({
  provider: ProviderCode,
  registered: Type.Boolean(),
  value: Type.Union([Type.String(), Type.Null()]),
  coinAvailable: Type.Boolean(),
});
