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
  electWhenReady(app, name, engine, autoStart !== false);
  app.addHook('preClose', async () => {
    if (autoStart === false) await engine.stop();
  });
}

/**
 * Runs `role` where the lock `name` is held, asking once the app is ready. On a real clock the instance serves
 * calls without waiting for the election and the role's start (recovering rounds, rebuilding books: a second or more
 * of a restart that calls do not need, since any instance books in the database); on a virtual clock the app is
 * ready only once it ran, so tests start from a settled state. Closing the app waits for the start, then stops the
 * role and gives the lock up.
 */
export function electWhenReady(app: FastifyInstance, name: string, role: LeaderRole, run = true): void {
  let leadership: Promise<Leadership> | undefined;
  app.addHook('onReady', async () => {
    if (!run) return;
    leadership = lead(app.db, name, role, { log: app.log });
    if (app.market.clock instanceof VirtualClock) await leadership;
    else leadership.catch((error: unknown) => app.log.error({ err: error, lock: name }, 'election failed'));
  });
  app.addHook('preClose', async () => {
    await (await leadership?.catch(() => undefined))?.stop();
  });
}
