import { Type } from 'typebox';

import { Decimal } from './common.js';

/** The fields every option list shares (futures as they are; the overseas list adds isRest). */
export const FuturesOptionSchema = Type.Object({
  id: Type.Integer(),
  stock: Type.String(),
  koName: Type.String(),
  precision: Type.Integer(),
  lastPrice: Decimal,
  priceChangePercent: Decimal,
});
