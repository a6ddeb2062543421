import { type MoreTextCode } from '../../../shared/more-text';

/** The server's limit on a question (CreateContactBodySchema). */
export const QUESTION_MAX_LENGTH = 4000;

/** Why a question cannot be sent yet, or null when it can: it needs words, and no more than the server takes. */
export function questionProblem(question: string): MoreTextCode | null {
  if (question.trim() === '') return 'INQUIRY_REQUIRED';
  if (question.trim().length > QUESTION_MAX_LENGTH) return 'INQUIRY_TOO_LONG';
  return null;
}
