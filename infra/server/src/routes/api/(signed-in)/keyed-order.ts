import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Queryable } from '../../../db/db.js';
import { AppError } from '../../../errors/app-error.js';
import type { OrderClaim, OrderKeyArea } from '../../../engines/order-claim.js';
import { callerOf } from '../../../plugins/auth.js';
import { sentIdempotencyKey } from '../../../schemas/idempotency.js';

/**
 * A new futures or overseas order under the request's optional Idempotency-Key, as the other money calls take one:
 * the key is booked with the order in the order's own transaction (`claim`), so however many copies of the call
 * arrive, at once or after a lost answer or a crash, one order is made. A repeat answers that order
 * (`idempotent-replayed: true`, its state now); another body under the same key is 409 IDEMPOTENCY_CONFLICT.
 * Without a key every request is an order of its own.
 */
export async function keyedOrder<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  area: OrderKeyArea,
  calls: { place(claim?: OrderClaim): Promise<T>; replay(orderId: number): Promise<T> },
): Promise<T> {
  const key = sentIdempotencyKey(request);
  if (key === undefined) return calls.place();
  const userId = callerOf(request).userId;
  const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
  const earlier = async (): Promise<T | undefined> => {
    const found = await app.repos.orderKeys.find(userId, area, key);
    if (found === undefined) return undefined;
    if (found.requestHash !== requestHash) throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
    reply.header('idempotent-replayed', 'true');
    return calls.replay(found.orderId);
  };
  const answered = await earlier();
  if (answered !== undefined) return answered;
  try {
    const orderKey = { userId, area, key, requestHash };
    return await calls.place(
      Object.assign(
        (q: Queryable, orderId: number) => app.repos.orderKeys.claim(q, { ...orderKey, orderId }),
        {
          key: orderKey,
        },
      ),
    );
  } catch (error) {
    // Another copy booked the key first: its order rolled this one back, or left this one nothing to do (a refusal).
    const replayed = await earlier();
    if (replayed !== undefined) return replayed;
    throw error;
  }
}
