export interface RememberOptions {
  /** How long an answer is reused before the lookup runs again. */
  ttlMs: number;
  /** Keys may come from clients (hostnames): past this many the cache starts over rather than grow. */
  maxKeys?: number;
  now?: () => number;
  /**
   * When a lookup fails (the database is unreachable for a moment), answer the key's last good answer, however
   * old, instead of the failure; the next caller asks again all the same.
   */
  staleOnFailure?: boolean;
}

/**
 * An async lookup whose answers are kept for `ttlMs` per key: however many callers ask for a key at once, one
 * lookup runs; a lookup that fails is not kept, so the next caller asks again.
 */
export function remembered<K, V>(
  lookUp: (key: K) => Promise<V>,
  { ttlMs, maxKeys = 1_000, now = Date.now, staleOnFailure = false }: RememberOptions,
): ((key: K) => Promise<V>) & { forget(): void } {
  const kept = new Map<K, { until: number; answer: Promise<V> }>();
  const good = new Map<K, V>();
  const fresh = (key: K): Promise<V> => {
    if (!staleOnFailure) return lookUp(key);
    return lookUp(key).then(
      (value) => {
        good.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (good.has(key)) return good.get(key)!;
        throw error;
      },
    );
  };
  const ask = (key: K) => {
    const at = now();
    const found = kept.get(key);
    if (found !== undefined && found.until > at) return found.answer;
    if (kept.size >= maxKeys) kept.clear();
    if (good.size >= maxKeys) good.clear();
    const answer = fresh(key);
    const entry = { until: at + ttlMs, answer };
    kept.set(key, entry);
    answer.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return answer;
  };
  /** Drops every kept answer: the next caller of each key looks it up again. */
  return Object.assign(ask, {
    forget: () => {
      kept.clear();
      good.clear();
    },
  });
}
