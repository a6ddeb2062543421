import { DomainError } from './domain-error.js';

/**
 * The database did not finish a statement within the time its caller allows (a lock held too long, a stalled
 * connection): nothing was done, and the client may try again in a moment.
 */
export class DatabaseBusy extends DomainError<'SERVER_BUSY'> {
  constructor() {
    super('SERVER_BUSY');
  }
}
