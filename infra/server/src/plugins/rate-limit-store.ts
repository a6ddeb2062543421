import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { Clock } from '../clock.js';

interface Window {
  count: number;
  startedAt: number;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's store kept in this process, on the app's clock (tests move it; the library's own
 * LocalStore reads Date.now()). Fixed windows starting at a key's first event, as the library's stores count.
 * The oldest keys are dropped beyond `capacity`, so rotating usernames cannot grow it without bound.
 */
export function memoryStore(clock: Clock, capacity = 100_000): FastifyRateLimitStoreCtor {
  // One map for every limiter: their keys start with the limit's name.
  const windows = new Map<string, Window>();

  function live(key: string, timeWindow: number): Window | undefined {
    const window = windows.get(key);
    return window !== undefined && window.startedAt + timeWindow > clock.now() ? window : undefined;
  }

  return class MemoryStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now();
      const window = live(key, timeWindow) ?? { count: 0, startedAt: now };
      window.count++;
      // Re-inserted so the map's order is least recently counted first.
      windows.delete(key);
      windows.set(key, window);
      if (windows.size > capacity) windows.delete(windows.keys().next().value!);
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
    }

    /** What `incr` would see, without counting (createRateLimit's `{ increment: false }`). */
    read(key: string, callback: Callback, timeWindow: number): void {
      const window = live(key, timeWindow);
      callback(null, {
        current: window?.count ?? 0,
        ttl: window === undefined ? 0 : window.startedAt + timeWindow - clock.now(),
      });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** A count in Redis: one more in the key's window (a fixed window from its first event); answers it and its ttl. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** What COUNT would answer, without counting. */
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

/** The part of a Redis connection the shared store uses. */
export interface ScriptRunner {
  eval(script: string, keys: number, ...args: string[]): Promise<unknown>;
}

/**
 * The counts every instance shares, in Redis under `nameSpace` (`<DEPLOYMENT_NAME>:rate-limit:`). While Redis cannot
 * be reached the counts go on in this process (`fallback`, the memory store): each instance then limits on its own
 * (a client spreading its attempts over n instances gets n times the limit for that while), rather than refuse
 * every login and code for as long as Redis is away. `onOutage(true)` is told once when that starts, `onOutage(false)`
 * when Redis answers again; counts made meanwhile stay in the process and are not carried into Redis.
 */
export function sharedStore(
  redis: ScriptRunner,
  nameSpace: string,
  fallback: FastifyRateLimitStoreCtor,
  onOutage: (away: boolean, error?: unknown) => void,
): FastifyRateLimitStoreCtor {
  let away = false;
  const local = new fallback({});
  function run(script: string, key: string, args: string[], callback: Callback, otherwise: () => void) {
    redis.eval(script, 1, `${nameSpace}${key}`, ...args).then(
      (answer) => {
        if (away) onOutage((away = false));
        const [current, ttl] = answer as [number, number];
        callback(null, { current, ttl });
      },
      (error: unknown) => {
        if (!away) onOutage((away = true), error);
        otherwise();
      },
    );
  }
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      run(COUNT, key, [String(timeWindow)], callback, () => local.incr(key, callback, timeWindow, max));
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      run(READ, key, [], callback, () =>
        (local as unknown as { read: MemoryRead }).read(key, callback, timeWindow),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

type MemoryRead = (key: string, callback: Callback, timeWindow: number) => void;
