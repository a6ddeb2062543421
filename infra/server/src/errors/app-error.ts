import type { ErrorCode } from '@bx/contracts';

/** An expected failure: the error handler answers it with its status and the catalogue message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    /** Names the offending field for VALIDATION errors; appended to the catalogue message. */
    readonly detail?: string,
  ) {
    super(detail === undefined ? code : `${code}: ${detail}`);
    this.name = 'AppError';
  }
}
