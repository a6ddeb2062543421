import fp from 'fastify-plugin';

import { engineDeps, runElected } from './elected-engine.js';
import { FuturesEngine, type FuturesEngineOptions } from '../engines/futures/futures-engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    futures: FuturesEngine;
  }
}

export type FuturesSettings = Partial<Pick<FuturesEngineOptions, 'fundingIntervalMs' | 'pollMs'>> & {
  /** false: no instance leads (no triggers, no funding); calls still book. Default true. */
  autoStart?: boolean;
};

/**
 * The futures engine on the market's clock and bus. Every instance takes calls; the elected one keeps the book,
 * fires triggers and books funding (lock `futures-engine`, docs/engine-leadership.md).
 */
export default fp<{ settings?: FuturesSettings }>(
  async (app, { settings = {} }) => {
    const engine = new FuturesEngine({
      ...settings,
      ...engineDeps(app),
      db: app.db,
      repo: app.repos.futures,
    });
    app.decorate('futures', engine);
    // Every instance answers calls with the stored terms; the leader reads them again on start.
    app.addHook('onReady', () => engine.loadOptions());
    runElected(app, 'futures-engine', engine, settings.autoStart);
  },
  { name: 'futures', dependencies: ['market', 'repositories'] },
);
