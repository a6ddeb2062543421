import fp from 'fastify-plugin';

import type { Clock } from '../clock.js';
import { withRealTimers, type TimerClock } from '../market/clock.js';
import { MarketService, type MarketOptions } from '../market/market-service.js';
import { SessionCalendar } from '../market/session-calendar.js';
import { SYMBOLS } from '../market/symbols.js';
import { TickAuthority } from '../market/tick-authority.js';
import { createStockRepository, type StockRepository } from '../repositories/stock-repository.js';
import { electWhenReady } from './elected-engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketService;
    stocks: StockRepository;
  }
}

export type MarketSettings = Partial<Omit<MarketOptions, 'clock' | 'realtime'>> & {
  /** A clock with timers (a VirtualClock in tests); otherwise real timers over the app's clock. */
  clock?: TimerClock;
};

/**
 * Market data: sources -> price bus -> /topic/trade/{stock}, started when the app is ready. The sources run on the
 * elected instance only, the tick authority, whose ticks every instance applies (tick-authority.ts).
 */
export default fp<{ clock: Clock; settings?: MarketSettings }>(
  async (app, { clock, settings = {} }) => {
    const timers = settings.clock ?? withRealTimers(clock);
    const calendar = settings.calendar ?? new SessionCalendar();
    const market = new MarketService({
      ...settings,
      clock: timers,
      calendar,
      realtime: app.realtime,
      // A day of open session, reaching back across a weekend: a closed market keeps its last price and chart.
      historyMinutes:
        settings.historyMinutes ??
        calendar.minutesHoldingOpenTime(settings.symbols ?? SYMBOLS, timers.now(), 24 * 60),
    });
    app.decorate('market', market);
    app.decorate('stocks', createStockRepository(app.db));
    // One instance, the elected one, runs the sources and pushes the ticks (docs/engine-leadership.md).
    const authority = new TickAuthority(market, app.instanceBus);
    app.addHook('onReady', async () => authority.follow());
    electWhenReady(app, 'market-ticks', { start: () => authority.lead(), stop: () => authority.unlead() });
    app.addHook('onClose', async () => authority.close());
  },
  { name: 'market', dependencies: ['db', 'realtime'] },
);
