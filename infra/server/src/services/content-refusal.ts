import { DomainError } from '../errors/domain-error.js';

export type ContentRefusalCode = 'VALIDATION' | 'CONTENT_EMPTY' | 'CONTENT_NOT_FOUND' | 'FORCE_NOTICE_ONLY';

/** A notice, event or other site content refused or not found (content-service.ts). */
export class ContentRefusal extends DomainError<ContentRefusalCode> {}
