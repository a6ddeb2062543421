import type { ErrorCode, MessagePart } from '@bx/contracts';

/** An expected failure: the error handler answers it with its status and the catalogue message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    /** Names the offending field for VALIDATION errors; appended to the catalogue message. */
    readonly detail?: string,
    /** The {name} parts of the catalogue message ("최소 신청금액은 {amount}입니다."), written in the site's language. */
    readonly parts?: Readonly<Record<string, MessagePart>>,
  ) {
    super(detail === undefined ? code : `${code}: ${detail}`);
    this.name = 'AppError';
  }
}
