/** Triggers per chunk: a move inside a chunk shifts at most this many entries. */
const CHUNK = 256;

interface Chunk {
  /** Ascending by `sign * price`. */
  values: number[];
  keys: string[];
}

/**
 * Prices that fire once the market reaches them, kept sorted so a tick touches only what it crosses: `above`
 * holds those that fire when the price rises to them or past (a long's take-profit, a short's stop-loss, a
 * resting sell), `below` those that fire when it falls to them (a long's stop-loss, a resting buy). Both keep
 * their triggers so that the crossed ones are the tail (`above` sorted by the negated price), in chunks of at
 * most CHUNK: adding or moving a trigger costs a binary search and a splice inside one chunk, and a tick a
 * binary search and the removal of the crossed tail, however many triggers rest.
 */
export class TriggerIndex {
  private readonly chunks: Chunk[] = [];
  private readonly priceOf = new Map<string, number>();
  private readonly sign: 1 | -1;

  constructor(fires: 'above' | 'below') {
    this.sign = fires === 'above' ? -1 : 1;
  }

  /** Adds `key` at `price`, or moves it there. */
  set(key: string, price: number): void {
    if (this.priceOf.get(key) === price) return;
    this.delete(key);
    this.priceOf.set(key, price);
    const value = this.sign * price;
    if (this.chunks.length === 0) {
      this.chunks.push({ values: [value], keys: [key] });
      return;
    }
    const c = Math.min(this.chunkAtOrAfter(value), this.chunks.length - 1);
    const chunk = this.chunks[c]!;
    const at = lowerBound(chunk.values, value);
    chunk.values.splice(at, 0, value);
    chunk.keys.splice(at, 0, key);
    if (chunk.values.length > CHUNK) {
      const half = chunk.values.length >>> 1;
      this.chunks.splice(c + 1, 0, { values: chunk.values.splice(half), keys: chunk.keys.splice(half) });
    }
  }

  delete(key: string): void {
    const price = this.priceOf.get(key);
    if (price === undefined) return;
    this.priceOf.delete(key);
    const value = this.sign * price;
    for (let c = this.chunkAtOrAfter(value); c < this.chunks.length; c++) {
      const chunk = this.chunks[c]!;
      for (
        let i = lowerBound(chunk.values, value);
        i < chunk.values.length && chunk.values[i] === value;
        i++
      ) {
        if (chunk.keys[i] !== key) continue;
        chunk.values.splice(i, 1);
        chunk.keys.splice(i, 1);
        if (chunk.values.length === 0) this.chunks.splice(c, 1);
        return;
      }
    }
  }

  /** Removes and answers every key the price crossed. */
  take(price: number): string[] {
    // below: fires when price <= trigger; above: when price >= trigger, i.e. -price <= -trigger.
    const value = this.sign * price;
    const c = this.chunkAtOrAfter(value);
    if (c === this.chunks.length) return [];
    const chunk = this.chunks[c]!;
    const at = lowerBound(chunk.values, value);
    chunk.values.splice(at);
    const taken = chunk.keys.splice(at);
    for (const later of this.chunks.splice(chunk.values.length === 0 ? c : c + 1)) taken.push(...later.keys);
    for (const key of taken) this.priceOf.delete(key);
    return taken;
  }

  /** The first chunk whose last value is >= `value` (chunks.length when none). */
  private chunkAtOrAfter(value: number): number {
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const values = this.chunks[mid]!.values;
      if (values[values.length - 1]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** First index of `values` (ascending) whose value is >= `value`. */
function lowerBound(values: readonly number[], value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
