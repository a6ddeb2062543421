import type { Rng } from '../../src/market/rng.js';

/** An integer in [0, n) from the seeded generator (the simulator's: the same seed, the same choices). */
export function intBelow(rng: Rng, n: number): number {
  return Math.floor(rng.next() * n);
}

/** The items in a seeded order. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = intBelow(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
