import { DomainError } from '../errors/domain-error.js';

export type MessageRefusalCode =
  'USER_NOT_FOUND' | 'NO_PERMISSION' | 'MESSAGE_NOT_FOUND' | 'CONTACT_NOT_FOUND' | 'VALIDATION';

/** A message, inquiry or chat line refused: not the caller's, not found, or empty (message and chat services). */
export class MessageRefusal extends DomainError<MessageRefusalCode> {}
