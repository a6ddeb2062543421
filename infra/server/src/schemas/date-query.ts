import { parseKstDate } from '@bx/contracts';
import { Type } from 'typebox';

import { AppError } from '../errors/app-error.js';

const DAY = 86_400_000;

/** A history call's startDate or endDate: a Seoul day "2024-01-03", or (where noted) epoch milliseconds. */
export const DateText = Type.String({ maxLength: 30 });

/** "2024-01-03" as a Seoul day: its start, or the end of its whole day for an end date. */
export function seoulDayBound(raw: string | undefined, field: string, end: boolean): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const day = raw.length === 10 ? parseKstDate(raw) : undefined;
  if (day === undefined) throw new AppError(400, 'VALIDATION', `querystring.${field}`);
  return end ? day + DAY : day;
}

/** A Seoul day as `seoulDayBound` reads it, or epoch milliseconds as they are. */
export function dateBound(raw: string | undefined, field: string, end: boolean): number | undefined {
  if (raw !== undefined && /^\d{1,16}$/.test(raw)) return Number(raw);
  return seoulDayBound(raw, field, end);
}
