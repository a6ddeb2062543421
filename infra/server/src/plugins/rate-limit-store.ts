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
