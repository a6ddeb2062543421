import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { loadJwtSecret } from './auth/jwt-secret.js';
import { systemClock, type Clock } from './clock.js';
import { REPO_ROOT, type Config } from './config.js';
import type { Db } from './db/db.js';
import { openDb } from './db/open-db.js';
import { lazySerializers, lazyValidatorCompiler } from './lazy-schemas.js';
import { SessionCalendar } from './market/session-calendar.js';
import authPlugin from './plugins/auth.js';
import binaryPlugin, { type BinarySettings } from './plugins/binary-engine.js';
import compressApi from './plugins/compress-api.js';
import dbPlugin from './plugins/db.js';
import memberServices from './plugins/member-services.js';
import economicCalendar from './plugins/economic-calendar.js';
import errorHandler from './plugins/error-handler.js';
import inputGuard from './plugins/input-guard.js';
import marketPlugin, { type MarketSettings } from './plugins/market.js';
import notFound from './plugins/not-found.js';
import openapi from './plugins/openapi.js';
import copytradePlugin from './plugins/copytrade.js';
import futuresPlugin, { type FuturesSettings } from './plugins/futures-engine.js';
import overseaPlugin, { type OverseaSettings } from './plugins/oversea-engine.js';
import paymentsPlugin from './plugins/payments.js';
import rateLimits from './plugins/rate-limit.js';
import realtimePlugin, { type RealtimePluginOptions } from './plugins/realtime.js';
import repositoriesPlugin from './plugins/repositories.js';
import securityHeaders from './plugins/security-headers.js';
import servicesPlugin from './plugins/services.js';
import sitePlugin from './plugins/site.js';
import staticPlugin from './plugins/static.js';
import { routeFolders } from './routes/route-folders.js';

export interface AppOptions {
  config: Config;
  /** An open database (tests); otherwise one is opened from the config. Closed with the app either way. */
  db?: Db;
  clock?: Clock;
  realtime?: RealtimePluginOptions;
  /** Market data (sources, a VirtualClock) and the binary round engine; tests tune both. */
  market?: MarketSettings;
  binary?: BinarySettings;
  oversea?: OverseaSettings;
  futures?: FuturesSettings;
  logger?: FastifyServerOptions['logger'];
  /** Fail an answer that carries a field its response schema does not declare, instead of dropping it (tests). */
  checkResponseFields?: boolean;
}

/** The whole platform as one Fastify instance; `server.ts` listens, tests inject or listen on port 0. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const jwtSecret = await loadJwtSecret(config);
  // The app's logger does not exist yet; it is reached through this holder once it does.
  const dbLog: { warn?: (obj: unknown, msg: string) => void } = {};
  // The message and code only: node-postgres hangs the whole client on the error it reports.
  const db =
    options.db ??
    (await openDb(config, (err) =>
      dbLog.warn?.(
        { err: { message: err.message, code: (err as { code?: unknown }).code } },
        'database connection lost',
      ),
    ));

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
    // Nobody's input is worth more than this much waiting.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // Migrating and seeding a fresh embedded database on a busy two-core machine can take longer than the
    // default 10 s; a start-up that is merely slow must not fail.
    pluginTimeout: 60_000,
    // Response schemas compiled on each route's first answer, not all at start (lazy-schemas.ts).
    schemaController: {
      compilersFactory: { buildSerializer: lazySerializers(options.checkResponseFields === true) },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox checks: query strings are converted to the schema's types, bodies must already have them. Compiled on
  // each route's first call.
  app.setValidatorCompiler(lazyValidatorCompiler);
  dbLog.warn = (obj, msg) => app.log.warn(obj, msg);

  try {
    await registerAll(app, options, { clock, jwtSecret, db });
  } catch (error) {
    // A part that cannot start (an unreachable Redis) must not leave the database and timers open behind it.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

async function registerAll(
  app: FastifyInstance,
  options: AppOptions,
  { clock, jwtSecret, db }: { clock: Clock; jwtSecret: string; db: Db },
): Promise<void> {
  const { config } = options;
  // Order matters: the OpenAPI document (it hears of every route added after it), storage, then what is built on
  // it, then the HTTP edges, then routes.
  await app.register(openapi, { serve: config.demo });
  await app.register(dbPlugin, { db });
  await app.register(repositoriesPlugin);
  await app.register(sitePlugin);
  await app.register(securityHeaders);
  await app.register(compressApi);
  await app.register(servicesPlugin, {
    jwtSecret,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
    clock,
  });
  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(authPlugin);
  await app.register(rateLimits, { config, clock });
  await app.register(realtimePlugin, {
    ...options.realtime,
    busUrl: config.realtimeBusUrl,
    deploymentName: config.deploymentName,
    clock,
  });
  await app.register(marketPlugin, {
    clock,
    settings: {
      calendar: new SessionCalendar(config.marketHolidays, config.marketAlwaysOpen),
      ...options.market,
    },
  });
  await app.register(binaryPlugin, { settings: options.binary });
  await app.register(overseaPlugin, { settings: options.oversea });
  await app.register(futuresPlugin, { settings: options.futures });
  await app.register(copytradePlugin);
  await app.register(memberServices, { delivery: config.delivery, clock });
  await app.register(paymentsPlugin, {
    dataDir: config.dataDir,
    provider: config.paymentProvider,
    secret: jwtSecret,
    clock,
  });
  await app.register(economicCalendar, { clock });
  await app.register(staticPlugin, { repoRoot: REPO_ROOT, webRoot: config.webRoot });
  await app.register(notFound);
  await app.register(autoload, routeFolders);
}
