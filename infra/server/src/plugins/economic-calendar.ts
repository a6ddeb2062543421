import fp from 'fastify-plugin';

import type { Clock } from '../clock.js';
import type { EconomicSource } from '../economic/economic-source.js';
import { seededEconomicSource } from '../economic/seeded-economic-source.js';

export interface EconomicCalendarOptions {
  clock: Clock;
  /** Where releases come from; the seeded local dataset unless a provider is given. */
  source?: EconomicSource;
  /** How often the source is asked again, ms (an hour unless told). */
  refreshMs?: number;
}

const DAY_MS = 86_400_000;
/** What each refresh asks for: the past week (actuals arriving) and the coming two. */
const WINDOW_BEFORE_DAYS = 7;
const WINDOW_AFTER_DAYS = 15;

/**
 * Keeps the economic calendar's table filled from its source: once before the server answers, then on a
 * schedule. A refresh that fails is logged and the calendar keeps what it had; the next one tries again.
 */
export default fp<EconomicCalendarOptions>(
  async (app, options) => {
    const { clock } = options;
    const source = options.source ?? seededEconomicSource(() => clock.now());
    const refresh = async () => {
      const today = Math.floor(clock.now() / DAY_MS) * DAY_MS;
      const from = new Date(today - WINDOW_BEFORE_DAYS * DAY_MS);
      const to = new Date(today + WINDOW_AFTER_DAYS * DAY_MS);
      await app.repos.economic.upsert(source.name, await source.events(from, to), new Date(clock.now()));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await refresh().catch((err: unknown) => app.log.warn({ err }, 'economic calendar refresh failed'));
      timer = setInterval(
        () =>
          void refresh().catch((err: unknown) => app.log.warn({ err }, 'economic calendar refresh failed')),
        options.refreshMs ?? 3_600_000,
      );
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'economic-calendar', dependencies: ['repositories'] },
);
