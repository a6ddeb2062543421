import { DomainError } from '../errors/domain-error.js';

export type FileRefusalCode = 'FILE_TYPE_UNSUPPORTED' | 'FILE_NOT_FOUND';

/** An upload of a type not kept, or a file that is not there for the caller (file-service.ts). */
export class FileRefusal extends DomainError<FileRefusalCode> {}
