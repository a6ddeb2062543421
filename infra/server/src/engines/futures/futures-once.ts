import type { Queryable } from '../../db/db.js';
import { bookedKeys } from '../../repositories/order-key-repository.js';
import { OrderKeyTaken, type OrderKey } from '../order-claim.js';
import { CopyUnmade, type CopyOnce, type FuturesCopyHooks } from './futures-copy.js';

/** What may be made once only: an order under an Idempotency-Key, or a follower's copy of a trader's fill. */
export type Once = { key: OrderKey } | { copy: CopyOnce };

const idOf = (once: Once) =>
  'key' in once
    ? `key:${once.key.userId}:${once.key.area}:${once.key.key}`
    : `copy:${once.copy.followerId}:${once.copy.traderOrderId}`;

/**
 * The keyed orders and copies a batch decides in memory (futures-quick.ts, docs/engine-core.md), made once each as
 * the savepoint path makes them: calls say what they make once while they wait (`wait`); once the batch holds its
 * players' account locks, `read` reads which of theirs is made already, one statement for the keys and one for
 * the copies. Every key and copy of a player is booked under their lock (a follow ends under it too), so that
 * answer holds until the commit. A call of the batch then `take`s its key or copy, refused when made already, in
 * the database or by an earlier call of the same batch; the flush books what they took in one statement each.
 */
export class BatchOnce {
  /** The calls waiting, with their player. */
  private readonly waiting = new Map<Once, number>();
  private made = new Set<string>();

  /** `once` waits for its batch until the returned function is called. */
  wait(userId: number, once: Once): () => void {
    this.waiting.set(once, userId);
    return () => this.waiting.delete(once);
  }

  /** Under the batch's locks of `userIds`: what their waiting calls would make and is made already. */
  async read(q: Queryable, copy: FuturesCopyHooks | undefined, userIds: readonly number[]): Promise<void> {
    this.made = new Set();
    const players = new Set(userIds);
    const theirs = [...this.waiting].filter(([, userId]) => players.has(userId)).map(([once]) => once);
    const keys = theirs.flatMap((once) => ('key' in once ? [once.key] : []));
    const copies = theirs.flatMap((once) => ('copy' in once ? [once.copy] : []));
    for (const key of await bookedKeys(q, keys)) this.made.add(idOf({ key }));
    if (copies.length > 0 && copy !== undefined)
      for (const made of await copy.unmadeCopies(q, copies)) this.made.add(idOf({ copy: made }));
  }

  /** Throws when `once` is made already; else it is, for the rest of the batch. */
  take(once: Once): void {
    const id = idOf(once);
    if (this.made.has(id)) throw 'key' in once ? new OrderKeyTaken() : new CopyUnmade();
    this.made.add(id);
  }

  /** A call of the batch that took its savepoint made it. */
  madeBy(once: Once): void {
    this.made.add(idOf(once));
  }
}
