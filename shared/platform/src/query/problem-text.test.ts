import { describe, expect, it } from 'vitest';

import { ApiError } from '../http/api-error';

import { problemText } from './problem-text';

describe('problemText', () => {
  it("gives the server's own message for a refusal", () => {
    expect(problemText(new ApiError(400, 'ROUND_LOCKED', '베팅이 마감된 회차입니다.'))).toBe(
      '베팅이 마감된 회차입니다.',
    );
  });

  it("never shows the browser's words for a network failure", () => {
    expect(problemText(new TypeError('Failed to fetch'))).toBe('서버에 연결할 수 없습니다.');
  });
});
