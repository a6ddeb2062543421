import { GAME_STATUS } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { betResultLabel, playerIdOf } from './detail-labels';

describe('betResultLabel', () => {
  it('names a running, won, lost, cancelled and void bet', () => {
    expect(betResultLabel({ status: GAME_STATUS.RUNNING, won: null })).toBe('BET_RUNNING');
    expect(betResultLabel({ status: GAME_STATUS.REALIZED, won: true })).toBe('BET_WON');
    expect(betResultLabel({ status: GAME_STATUS.REALIZED, won: false })).toBe('BET_LOST');
    expect(betResultLabel({ status: GAME_STATUS.CANCELLED, won: null })).toBe('BET_CANCELLED');
    expect(betResultLabel({ status: GAME_STATUS.VOID, won: null })).toBe('BET_VOID');
  });
});

describe('playerIdOf', () => {
  it('reads a positive id from the address, else 0', () => {
    expect(playerIdOf('42')).toBe(42);
    expect(playerIdOf('0')).toBe(0);
    expect(playerIdOf('abc')).toBe(0);
    expect(playerIdOf('12x')).toBe(0);
    expect(playerIdOf(undefined)).toBe(0);
  });
});
