import fp from 'fastify-plugin';

import { engineDeps, runElected } from './elected-engine.js';
import { OverseaEngine, type OverseaEngineOptions } from '../engines/oversea/oversea-engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    oversea: OverseaEngine;
  }
}

export type OverseaSettings = Partial<
  Pick<OverseaEngineOptions, 'rates' | 'marginShare' | 'maxQty' | 'pollMs'>
> & {
  /** false: no instance leads (no triggers, no session end); calls still book. Default true. */
  autoStart?: boolean;
};

/**
 * The overseas engine on the market's clock and bus. Every instance takes calls; the elected one keeps the
 * book and fires triggers (lock `oversea-engine`, docs/engine-leadership.md).
 */
export default fp<{ settings?: OverseaSettings }>(
  async (app, { settings = {} }) => {
    const engine = new OverseaEngine({
      ...settings,
      ...engineDeps(app),
      db: app.db,
      repo: app.repos.oversea,
    });
    app.decorate('oversea', engine);
    runElected(app, 'oversea-engine', engine, settings.autoStart);
  },
  { name: 'oversea', dependencies: ['market', 'repositories'] },
);
