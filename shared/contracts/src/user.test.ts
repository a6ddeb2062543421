import { describe, expect, it } from 'vitest';

import { isPlayingRole, PLAYING_ROLES } from './user.js';

describe('isPlayingRole', () => {
  it('lets players and traders play, and nobody else', () => {
    expect(PLAYING_ROLES.filter(isPlayingRole)).toEqual(['PLAYER', 'TRADER']);
    for (const role of ['PARTNER', 'ADMIN', 'player', ''] as const)
      expect(isPlayingRole(role), role).toBe(false);
  });
});
