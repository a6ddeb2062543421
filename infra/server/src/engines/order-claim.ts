import type { Queryable } from '../db/db.js';

export type OrderKeyArea = 'futures' | 'oversea';

/** The key a claim books: a batch that decides its orders in memory books theirs together (futures-once.ts). */
export interface OrderKey {
  userId: number;
  area: OrderKeyArea;
  key: string;
  requestHash: string;
}

/**
 * A player's Idempotency-Key for a new order (routes/api/keyed-order.ts), booked by the engine in the order's own
 * transaction as soon as the order's row exists: the key and the order commit together or not at all. Throws
 * OrderKeyTaken when another call booked the key first. `key` says which key it books, for an engine that books a
 * batch's keys in one statement instead.
 */
export type OrderClaim = ((q: Queryable, orderId: number) => Promise<void>) & { readonly key?: OrderKey };

/** The key names another order already: this one rolls back, and the call answers that one. */
export class OrderKeyTaken extends Error {
  constructor() {
    super('the Idempotency-Key was booked by another call');
    this.name = 'OrderKeyTaken';
  }
}
