import { describe, expect, it } from 'vitest';

import { QUESTION_MAX_LENGTH, questionProblem } from './question-check';

describe('questionProblem', () => {
  it('asks for words when the question is empty or only spaces', () => {
    expect(questionProblem('')).toBe('INQUIRY_REQUIRED');
    expect(questionProblem(' \n\t ')).toBe('INQUIRY_REQUIRED');
  });

  it('refuses a question longer than the server takes, counting it without its outer spaces', () => {
    expect(questionProblem('a'.repeat(QUESTION_MAX_LENGTH + 1))).toBe('INQUIRY_TOO_LONG');
    expect(questionProblem(`  ${'a'.repeat(QUESTION_MAX_LENGTH)}  `)).toBeNull();
  });

  it('lets a written question go', () => {
    expect(questionProblem('When is my withdrawal paid?')).toBeNull();
  });
});
