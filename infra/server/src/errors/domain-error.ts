import type { ErrorCode, MessagePart } from '@bx/contracts';

/** What a refusal's message needs besides its code. */
export interface RefusalDetails {
  /** The {name} parts of the catalogue message ("최소 신청금액은 {amount}입니다."), written in the site's language. */
  readonly parts?: Readonly<Record<string, MessagePart>>;
  /** Names the offending field of a VALIDATION refusal (or the rule broken); appended to the message. */
  readonly detail?: string;
}

/**
 * A rule of the domain refused the operation. Engines, services and repositories raise these with a catalogue code
 * and no HTTP status: the HTTP layer (`src/plugins/domain-error-statuses.ts`) decides how a refusal is answered, so
 * the same refusal can travel over a socket or a batch report as well.
 */
export abstract class DomainError<Code extends ErrorCode = ErrorCode> extends Error {
  readonly parts: RefusalDetails['parts'];
  readonly detail: RefusalDetails['detail'];

  constructor(
    readonly code: Code,
    details: RefusalDetails = {},
  ) {
    super(details.detail === undefined ? code : `${code}: ${details.detail}`);
    this.name = new.target.name;
    this.parts = details.parts;
    this.detail = details.detail;
  }
}
