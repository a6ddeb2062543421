import type { FastifyRequest } from 'fastify';

import { AppError } from '../errors/app-error.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/**
 * The request's Idempotency-Key, an extra of ours the spec's clients never need to send: visible ASCII, 128
 * characters at most. Undefined when absent; anything else is 400 VALIDATION.
 */
export function sentIdempotencyKey(request: FastifyRequest): string | undefined {
  const sent = request.headers['idempotency-key'];
  if (sent !== undefined && (typeof sent !== 'string' || !IDEMPOTENCY_KEY.test(sent))) {
    throw new AppError(400, 'VALIDATION', 'headers.idempotency-key');
  }
  return sent;
}
