import { GAME_TYPES } from '@bx/contracts';
import { gameTypeLabel } from '@bx/ui';
import { describe, expect, it, vi } from 'vitest';

import { onEnglishSite } from '../../../shared/site-lang.testing';

import { gameTypeText, optionName } from './option-title';

vi.mock('@bx/platform', async (importOriginal) =>
  (await import('../../../shared/site-lang.testing')).platformOnTestSite(importOriginal),
);

describe('gameTypeText', () => {
  it("reads every game type in Korean exactly as the host's option menu does", () => {
    for (const type of GAME_TYPES) expect(gameTypeText(type)).toBe(gameTypeLabel(type));
  });

  it('reads them in English on an English site', () => {
    onEnglishSite(() => {
      expect((['R.5', 'R1', 'B2'] as const).map(gameTypeText)).toEqual(['30 s', '1 min', 'Binary 2 min']);
    });
  });
});

describe('optionName', () => {
  it('is the Korean name on a Korean site and the symbol on an English one', () => {
    const option = { koName: '비트코인', stock: 'BTCUSDT' };
    expect(optionName(option)).toBe('비트코인');
    onEnglishSite(() => {
      expect(optionName(option)).toBe('BTCUSDT');
    });
  });
});
