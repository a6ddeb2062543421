import { GAME_STATUS } from '@bx/contracts';
import { describe, expect, it, vi } from 'vitest';

import { onEnglishSite } from '../../../shared/site-lang.testing';

import { betStatusLabel, roundOutcomeLabel } from './status-label';

vi.mock('@bx/platform', async (importOriginal) =>
  (await import('../../../shared/site-lang.testing')).platformOnTestSite(importOriginal),
);

/** Each bet status with what a player reads on a Korean site and on an English one. */
const BET_CASES = [
  { bet: { status: GAME_STATUS.RUNNING, won: null }, ko: '진행중', en: 'Running', tone: 'running' },
  { bet: { status: GAME_STATUS.REALIZED, won: true }, ko: '적중', en: 'Won', tone: 'win' },
  { bet: { status: GAME_STATUS.REALIZED, won: false }, ko: '미적중', en: 'Lost', tone: 'lose' },
  {
    bet: { status: GAME_STATUS.CANCELLED, won: null },
    ko: '취소(환불)',
    en: 'Cancelled (refunded)',
    tone: 'neutral',
  },
  { bet: { status: GAME_STATUS.VOID, won: null }, ko: '무효(환불)', en: 'Void (refunded)', tone: 'neutral' },
] as const;

describe('betStatusLabel', () => {
  it('names each game status', () => {
    for (const { bet, ko, tone } of BET_CASES) expect(betStatusLabel(bet)).toEqual({ text: ko, tone });
  });

  it('names them in English on an English site', () => {
    onEnglishSite(() => {
      for (const { bet, en, tone } of BET_CASES) expect(betStatusLabel(bet)).toEqual({ text: en, tone });
    });
  });
});

describe('roundOutcomeLabel', () => {
  it('names the winning side, a tie or a cancellation, and nothing while running', () => {
    expect(roundOutcomeLabel({ status: GAME_STATUS.REALIZED, winner: 'B' })).toBe('상승 승');
    expect(roundOutcomeLabel({ status: GAME_STATUS.REALIZED, winner: 'S' })).toBe('하락 승');
    expect(roundOutcomeLabel({ status: GAME_STATUS.VOID, winner: null })).toBe('무승부(환불)');
    expect(roundOutcomeLabel({ status: GAME_STATUS.CANCELLED, winner: null })).toBe('취소(환불)');
    expect(roundOutcomeLabel({ status: GAME_STATUS.RUNNING, winner: null })).toBeNull();
  });

  it('names them in English on an English site', () => {
    onEnglishSite(() => {
      expect(roundOutcomeLabel({ status: GAME_STATUS.REALIZED, winner: 'B' })).toBe('Up won');
      expect(roundOutcomeLabel({ status: GAME_STATUS.REALIZED, winner: 'S' })).toBe('Down won');
      expect(roundOutcomeLabel({ status: GAME_STATUS.VOID, winner: null })).toBe('Tie (refunded)');
    });
  });
});
