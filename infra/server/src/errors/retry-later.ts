import type { ErrorCode } from '@bx/contracts';

import { AppError } from './app-error.js';

/** A refusal the client may retry after a while: answered with a `Retry-After` header (rate-limit plugin). */
export class RetryLaterError extends AppError {
  constructor(
    statusCode: 429 | 503,
    code: ErrorCode,
    /** Whole seconds, at least 1. */
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, code);
    this.name = 'RetryLaterError';
  }
}
