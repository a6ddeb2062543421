import type { FastifyInstance } from 'fastify';

import { lead, type LeaderRole, type Leadership } from '../engines/leadership.js';
import { VirtualClock } from '../market/clock.js';

/** What every trading engine is built on: the ledger, the players, the market's bus and clock, the pushes. */
export function engineDeps(app: FastifyInstance) {
  return {
    ledger: app.repos.ledger,
    users: app.repos.users,
    market: app.market,
    clock: app.market.clock,
    realtime: app.realtime,
    log: app.log,
  };
}

/** An engine with timers or in-memory state: run by the elected instance, awaited by a virtual clock. */
export interface ElectedEngine extends LeaderRole {
  /** Resolves once the work the last clock move started is done. */
  idle(): Promise<void>;
}

/**
 * Wires an engine into the app's life: on a virtual clock (tests, benchmarks) every move waits for it; when the app
 * is ready it runs on the instance holding the lock `name` (docs/engine-leadership.md), unless `autoStart` is false;
 * on close it stops and gives the lock up.
 */
export function runElected(
  app: FastifyInstance,
  name: string,
  engine: ElectedEngine,
  autoStart: boolean | undefined,
): void {
  const clock = app.market.clock;
  if (clock instanceof VirtualClock) {
    const off = clock.onIdle(() => engine.idle());
    app.addHook('onClose', async () => off());
  }
  let leadership: Leadership | undefined;
  app.addHook('onReady', async () => {
    if (autoStart !== false) leadership = await lead(app.db, name, engine, { log: app.log });
  });
  app.addHook('preClose', async () => (leadership === undefined ? engine.stop() : leadership.stop()));
}
