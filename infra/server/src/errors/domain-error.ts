import type { ErrorCode } from '@bx/contracts';

/**
 * A rule of the domain refused the operation. Engines and repositories raise these with a catalogue code and no
 * HTTP status: the HTTP layer (`src/plugins/domain-error-statuses.ts`) decides how a refusal is answered, so the
 * same refusal can travel over a socket or a batch report as well.
 */
export abstract class DomainError<Code extends ErrorCode = ErrorCode> extends Error {
  constructor(readonly code: Code) {
    super(code);
    this.name = new.target.name;
  }
}
