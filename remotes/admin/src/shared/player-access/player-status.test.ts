import { describe, expect, it } from 'vitest';

import { nextAccess } from './player-status';

describe('nextAccess', () => {
  it('unblocks a blocked player and blocks anyone else', () => {
    expect(nextAccess('DENY')).toBe('NORMAL');
    expect(nextAccess('NORMAL')).toBe('DENY');
    expect(nextAccess('WAIT')).toBe('DENY');
  });
});
