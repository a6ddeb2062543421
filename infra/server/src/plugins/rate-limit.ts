import fastifyRateLimit, { type RateLimitPluginOptions as LibraryOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

import { passwordHashing } from '../auth/password.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { RetryLaterError } from '../errors/retry-later.js';
import { SessionRefusal } from '../services/session-refusal.js';
import { POLICIES, type Counter, type LimitPolicy, type Policy } from './rate-limit-policies.js';
import { memoryStore, sharedStore } from './rate-limit-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's abuse limits, by policy name (rate-limit-policies.ts). */
    limits?: LimitPolicy;
  }
}

export interface RateLimitsOptions {
  config: Pick<
    Config,
    'rateLimits' | 'passwordHashConcurrency' | 'passwordHashQueue' | 'rateLimitRedisUrl' | 'deploymentName'
  >;
  clock: Clock;
}

/**
 * Where the counts live: with RATE_LIMIT_REDIS_URL in Redis, so every instance counts the same attempts (in this
 * process while Redis is away: rate-limit-store.ts `sharedStore`), and a server that cannot reach it at start does
 * not start; otherwise in this process, on the app's clock.
 */
async function storageOf(
  app: FastifyInstance,
  options: RateLimitsOptions,
): Promise<Pick<LibraryOptions, 'store'>> {
  const local = memoryStore(options.clock);
  const url = options.config.rateLimitRedisUrl;
  if (url === undefined) return { store: local };
  // No offline queue: while Redis is away a count fails at once (and is kept here) instead of hanging the call.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: 'bx-rate-limits',
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => undefined);
    else redis.disconnect();
  });
  const nameSpace = `${options.config.deploymentName}:rate-limit:`;
  return {
    store: sharedStore(redis, nameSpace, local, (away, error) =>
      away
        ? app.log.error({ err: error }, 'rate-limit counts kept in this process: Redis cannot be reached')
        : app.log.info('rate-limit counts shared through Redis again'),
    ),
  };
}

/** A count that could not be read or written (the shared store is away) refuses the call for now, never 500. */
async function counting<T>(count: () => Promise<T>): Promise<T> {
  try {
    return await count();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new RetryLaterError(503, 'SERVER_BUSY', 5);
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Whole seconds until a count's window ends; at least 1, so a client never retries at once. */
const secondsLeft = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/**
 * Abuse limits on the calls that cost a password hash, send an SMS or email, or let someone guess (login,
 * sign-up, certification, account recovery, username check), built on @fastify/rate-limit's counting and
 * stores. Refusals are 429 with `Retry-After` and the failure envelope in the site's language. Also sets the
 * process's password-hash queue from the config.
 */
export default fp<RateLimitsOptions>(
  async (app, options) => {
    const { config } = options;
    passwordHashing.configure({
      concurrency: config.passwordHashConcurrency,
      maxWaiting: config.passwordHashQueue,
    });
    // global: false: only the routes below are limited, each by its own policy.
    await app.register(fastifyRateLimit, { global: false, ...(await storageOf(app, options)) });

    const limiters = new Map<Counter, Limiter>();
    function limiterOf(counter: Counter): Limiter {
      let limiter = limiters.get(counter);
      if (limiter === undefined) {
        const { max, windowSeconds } = config.rateLimits[counter.limit];
        limiter = app.createRateLimit({
          max,
          timeWindow: windowSeconds * 1000,
          keyGenerator: (request) => `${counter.bucket}:${counter.key(request)}`,
        });
        limiters.set(counter, limiter);
      }
      return limiter;
    }

    async function countRequests(request: FastifyRequest, policy: Policy): Promise<void> {
      for (const counter of policy.requests) {
        if (counter.key(request) === undefined) continue;
        const state = await counting(() => limiterOf(counter)(request));
        if (!state.isAllowed && state.isExceeded) {
          throw new RetryLaterError(429, 'RATE_LIMITED', secondsLeft(state.ttl));
        }
      }
    }

    // Attempts still being checked, per failure key (Counter.pendingCounts). In this process only: each instance
    // allows its own burst.
    const pending = new Map<string, number>();
    const adjust = (key: string, by: number) => {
      const next = (pending.get(key) ?? 0) + by;
      if (next === 0) pending.delete(key);
      else pending.set(key, next);
    };

    function lockOnFailures(handler: RouteHandlerMethod, failures: Counter[]): RouteHandlerMethod {
      return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        const counted = failures.flatMap((counter) => {
          const key = counter.key(request);
          if (key === undefined) return [];
          return [{ counter, limiter: limiterOf(counter), key: `${counter.bucket}:${key}`, ahead: 0 }];
        });
        // Reserved before the first await, so that parallel attempts see each other.
        const reserved = counted.filter(({ counter }) => counter.pendingCounts === true);
        for (const entry of reserved) {
          entry.ahead = pending.get(entry.key) ?? 0;
          adjust(entry.key, 1);
        }
        try {
          for (const { limiter, ahead } of counted) {
            const state = await counting(() => limiter(request, { increment: false }));
            if (!state.isAllowed && state.remaining - ahead <= 0) {
              throw new RetryLaterError(429, 'LOGIN_LOCKED', secondsLeft(state.ttl));
            }
          }
          return await handler.call(this, request, reply);
        } catch (error) {
          if (error instanceof SessionRefusal && error.code === 'LOGIN_MISMATCH') {
            for (const { limiter } of counted) await counting(() => limiter(request));
          }
          throw error;
        } finally {
          for (const { key } of reserved) adjust(key, -1);
        }
      };
    }

    app.addHook('onRoute', (route) => {
      const name = route.config?.limits;
      if (name === undefined) return;
      const policy: Policy = POLICIES[name];
      const count = async (request: FastifyRequest) => countRequests(request, policy);
      // preHandler: after validation, so the body's username or phone is there to count by.
      route.preHandler = [...[route.preHandler ?? []].flat(), count];
      if (policy.failures !== undefined) route.handler = lockOnFailures(route.handler, policy.failures);
    });
  },
  { name: 'rate-limits', dependencies: ['error-handler', 'site'] },
);
