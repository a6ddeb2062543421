import { REMOTE_NAMES } from '@bx/contracts';
import { Type } from 'typebox';

import { Id } from './common.js';

const Lang = Type.Union([Type.Literal('ko'), Type.Literal('en')]);

export const SiteInfoSchema = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  lang: Lang,
  type: Type.String({ pattern: '^[01]{6}$' }),
  stockPrefix: Type.String(),
  overseaPrefix: Type.String(),
  coinInfo: Type.String(),
  usedCoins: Type.String(),
  depositCoins: Type.String(),
  buyCoins: Type.String(),
  binaryCurrency: Type.String(),
  bankType: Type.String(),
});

export const RemoteEntrySchema = Type.Object({
  name: Type.Enum(REMOTE_NAMES),
  entry: Type.String(),
});

export const SiteBootSchema = Type.Object({
  siteInfoId: Id,
  code: Type.String(),
  lang: Lang,
  siteInfo: SiteInfoSchema,
  remotes: Type.Array(RemoteEntrySchema),
});
