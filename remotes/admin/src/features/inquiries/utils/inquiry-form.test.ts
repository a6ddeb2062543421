import { describe, expect, it } from 'vitest';

import { answerProblem, messageRequest } from './inquiry-form';

describe('answerProblem', () => {
  it('needs 1 to 4,000 characters once trimmed', () => {
    expect(answerProblem('확인했습니다.')).toBeNull();
    expect(answerProblem('   ')).toBe('OPS_ANSWER_REQUIRED');
    expect(answerProblem('x'.repeat(4001))).toBe('OPS_ANSWER_TOO_LONG');
  });
});

describe('messageRequest', () => {
  it('builds the request with the player id as a number, texts trimmed', () => {
    expect(messageRequest({ playerId: ' #42 ', title: ' 안내 ', content: ' 내용 ' })).toEqual({
      request: { playerId: 42, title: '안내', content: '내용' },
      problems: {},
    });
  });

  it('names every field that is wrong', () => {
    expect(messageRequest({ playerId: 'demo1', title: '', content: '' }).problems).toEqual({
      playerId: 'OPS_PLAYER_ID_INVALID',
      title: 'OPS_TITLE_REQUIRED',
      content: 'OPS_CONTENT_REQUIRED',
    });
    expect(messageRequest({ playerId: '0', title: 'x'.repeat(201), content: 'x' }).problems).toEqual({
      playerId: 'OPS_PLAYER_ID_INVALID',
      title: 'OPS_TITLE_TOO_LONG',
    });
  });
});
