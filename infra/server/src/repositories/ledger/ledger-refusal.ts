import { DomainError } from '../../errors/domain-error.js';

/**
 * The ledger refused a movement: a user account would go below zero (its CHECK fired), or an idempotency key
 * already booked a different transfer.
 */
export class LedgerRefusal extends DomainError<'INSUFFICIENT_BALANCE' | 'IDEMPOTENCY_CONFLICT'> {}
