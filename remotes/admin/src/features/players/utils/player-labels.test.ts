import { describe, expect, it } from 'vitest';

import { nextAccess, searchKeyword } from './player-labels';

describe('searchKeyword', () => {
  it('trims, and keeps to the server’s 50 characters', () => {
    expect(searchKeyword('  demo ')).toBe('demo');
    expect(searchKeyword('')).toBe('');
    expect(searchKeyword('x'.repeat(60))).toHaveLength(50);
  });
});

describe('nextAccess', () => {
  it('unblocks a blocked player and blocks anyone else', () => {
    expect(nextAccess('DENY')).toBe('NORMAL');
    expect(nextAccess('NORMAL')).toBe('DENY');
    expect(nextAccess('WAIT')).toBe('DENY');
  });
});
