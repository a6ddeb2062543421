import { describe, expect, it } from 'vitest';

import { gameTypeLabel } from './game-type-label';

describe('gameTypeLabel', () => {
  it('names rent rounds by their length, seconds for the half minute', () => {
    expect(gameTypeLabel('R.5')).toBe('30초');
    expect(gameTypeLabel('R1')).toBe('1분');
    expect(gameTypeLabel('R5')).toBe('5분');
  });

  it('marks binary rounds as binary', () => {
    expect(gameTypeLabel('B2')).toBe('바이너리 2분');
  });
});
