import { describe, expect, it } from 'vitest';

import { gameTypeLabel, optionName } from './game-type-label';

describe('gameTypeLabel', () => {
  it('names rent rounds by their length, seconds for the half minute', () => {
    expect(gameTypeLabel('R.5')).toBe('30초');
    expect(gameTypeLabel('R1')).toBe('1분');
    expect(gameTypeLabel('R5')).toBe('5분');
  });

  it('marks binary rounds as binary', () => {
    expect(gameTypeLabel('B2')).toBe('바이너리 2분');
  });

  it('reads in English on English sites', () => {
    expect(gameTypeLabel('R.5', 'en')).toBe('30 s');
    expect(gameTypeLabel('B5', 'en')).toBe('Binary 5 min');
  });
});

describe('optionName', () => {
  it('is the Korean name on Korean sites and the symbol on English ones', () => {
    const option = { koName: '비트코인', stock: 'BTCUSDTPERP' };
    expect(optionName(option)).toBe('비트코인');
    expect(optionName(option, 'en')).toBe('BTCUSDT');
  });
});
