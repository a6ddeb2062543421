import { describe, expect, it } from 'vitest';

import { searchKeyword } from './player-labels';

describe('searchKeyword', () => {
  it('trims, and keeps to the server’s 50 characters', () => {
    expect(searchKeyword('  demo ')).toBe('demo');
    expect(searchKeyword('')).toBe('');
    expect(searchKeyword('x'.repeat(60))).toHaveLength(50);
  });
});
