import type { EconomicEvent } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../../errors/app-error.js';
import { siteOf } from '../../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const DAY_MS = 86_400_000;
/** The longest range one call may ask for, in days. */
const MAX_DAYS = 31;

const EconomicEventSchema = Type.Object({
  id: Type.Integer(),
  country: Type.String(),
  title: Type.String(),
  importance: Type.Integer(),
  scheduledAt: Type.Number(),
  actual: Type.Union([Type.String(), Type.Null()]),
  forecast: Type.Union([Type.String(), Type.Null()]),
  previous: Type.Union([Type.String(), Type.Null()]),
});

/** A YYYY-MM-DD day as the UTC midnight starting it; a day that does not exist (02-30) is a VALIDATION refusal. */
function dayStart(day: string, field: string): number {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) {
    throw new AppError(400, 'VALIDATION', `querystring.${field}`);
  }
  return at;
}

/** The economic calendar, for any signed-in account of the site (the more area's /more/economic). */
const economic: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/economic/list',
    {
      schema: {
        querystring: SiteQuery({
          startDate: Day,
          endDate: Day,
          importance: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
        }),
        response: { 200: Envelope(Type.Array(EconomicEventSchema)) },
      },
    },
    async (request) => {
      const { startDate, endDate, importance } = request.query;
      const from = dayStart(startDate, 'startDate');
      // endDate is the last day shown, included.
      const to = dayStart(endDate, 'endDate') + DAY_MS;
      if (to <= from || to - from > MAX_DAYS * DAY_MS)
        throw new AppError(400, 'VALIDATION', 'querystring.endDate');
      const english = siteOf(request).lang === 'en';
      const rows = await app.repos.economic.list(new Date(from), new Date(to), importance ?? 1);
      return ok(
        rows.map(({ titleKo, titleEn, ...row }): EconomicEvent => ({
          ...row,
          title: english ? titleEn : titleKo,
        })),
      );
    },
  );
};

export default economic;
