import fp from 'fastify-plugin';

import { seedTradeOptionsIfEmpty } from '../seed/seed-trade.js';
import { BinaryEngine, type BinaryEngineOptions } from '../engines/binary/binary-engine.js';
import { engineDeps, runElected } from './elected-engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    binary: BinaryEngine;
  }
}

export type BinarySettings = Partial<
  Pick<BinaryEngineOptions, 'graceMs' | 'settleBatchSize' | 'onSettleBatch' | 'bookingTimeoutMs'>
> & {
  /** false: rounds do not run (the engine still takes calls); default true. */
  autoStart?: boolean;
};

/**
 * The binary round engine on the market's clock and bus; on the elected instance it recovers and starts when
 * the app is ready (see docs/engine-leadership.md). Its storage is `app.repos.binary`.
 */
export default fp<{ settings?: BinarySettings }>(
  async (app, { settings = {} }) => {
    if (await seedTradeOptionsIfEmpty(app.db)) app.log.info('trade options seeded');
    const engine = new BinaryEngine({
      ...settings,
      ...engineDeps(app),
      repo: app.repos.binary,
    });
    app.decorate('binary', engine);
    // Rounds run on one instance at a time (the leader); every instance takes bets and serves the views.
    runElected(app, 'binary-engine', engine, settings.autoStart);
  },
  { name: 'binary', dependencies: ['market', 'repositories'] },
);
