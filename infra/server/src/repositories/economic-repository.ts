import type { Queryable } from '../db/db.js';
import type { EconomicEventInput } from '../economic/economic-source.js';

export interface EconomicEventRow {
  id: number;
  country: string;
  titleKo: string;
  titleEn: string;
  importance: number;
  scheduledAt: number;
  actual: string | null;
  forecast: string | null;
  previous: string | null;
}

/** The economic calendar's releases (migration 016), whatever source gave them. */
export function createEconomicRepository(db: Queryable) {
  return {
    /** Inserts new releases and replaces the ones the source gave before (an actual arriving). */
    async upsert(source: string, events: readonly EconomicEventInput[], at: Date): Promise<void> {
      for (const event of events) {
        await db.query(
          `INSERT INTO economic_event (source, external_id, country, title_ko, title_en, importance, scheduled_at,
             actual, forecast, previous, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (source, external_id) DO UPDATE SET country = EXCLUDED.country,
             title_ko = EXCLUDED.title_ko, title_en = EXCLUDED.title_en, importance = EXCLUDED.importance,
             scheduled_at = EXCLUDED.scheduled_at, actual = EXCLUDED.actual, forecast = EXCLUDED.forecast,
             previous = EXCLUDED.previous, updated_at = EXCLUDED.updated_at`,
          [
            source,
            event.externalId,
            event.country,
            event.titleKo,
            event.titleEn,
            event.importance,
            event.scheduledAt,
            event.actual,
            event.forecast,
            event.previous,
            at,
          ],
        );
      }
    },

    /** Releases in [from, to), soonest first, at least `importance`, at most 500 (a few weeks of them). */
    list(from: Date, to: Date, importance: number): Promise<EconomicEventRow[]> {
      return db.query<EconomicEventRow>(
        `SELECT id::int AS id, country, title_ko AS "titleKo", title_en AS "titleEn", importance,
                (extract(epoch FROM scheduled_at) * 1000)::float8 AS "scheduledAt", actual, forecast, previous
           FROM economic_event
          WHERE scheduled_at >= $1 AND scheduled_at < $2 AND importance >= $3
          ORDER BY scheduled_at, importance DESC, id LIMIT 500`,
        [from, to, importance],
      );
    },
  };
}
