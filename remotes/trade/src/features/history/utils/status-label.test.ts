import { describe, expect, it, vi } from 'vitest';

import { onEnglishSite } from '../../../shared/site-lang.testing';

import { betStatusLabel, roundOutcomeLabel } from './status-label';

vi.mock('@bx/platform', async (importOriginal) =>
  (await import('../../../shared/site-lang.testing')).platformOnTestSite(importOriginal),
);

describe('betStatusLabel', () => {
  it('names each game status', () => {
    expect(betStatusLabel({ status: 0, won: null }).text).toBe('진행중');
    expect(betStatusLabel({ status: 1, won: true })).toEqual({ text: '적중', tone: 'win' });
    expect(betStatusLabel({ status: 1, won: false })).toEqual({ text: '미적중', tone: 'lose' });
    expect(betStatusLabel({ status: 2, won: null }).text).toBe('취소(환불)');
    expect(betStatusLabel({ status: 3, won: null }).text).toBe('무효(환불)');
  });

  it('names them in English on an English site', () => {
    onEnglishSite(() => {
      expect(betStatusLabel({ status: 0, won: null }).text).toBe('Running');
      expect(betStatusLabel({ status: 1, won: true })).toEqual({ text: 'Won', tone: 'win' });
      expect(betStatusLabel({ status: 1, won: false })).toEqual({ text: 'Lost', tone: 'lose' });
      expect(betStatusLabel({ status: 2, won: null }).text).toBe('Cancelled (refunded)');
      expect(betStatusLabel({ status: 3, won: null }).text).toBe('Void (refunded)');
    });
  });
});

describe('roundOutcomeLabel', () => {
  it('names the winning side, a tie or a cancellation, and nothing while running', () => {
    expect(roundOutcomeLabel({ status: 1, winner: 'B' })).toBe('상승 승');
    expect(roundOutcomeLabel({ status: 1, winner: 'S' })).toBe('하락 승');
    expect(roundOutcomeLabel({ status: 3, winner: null })).toBe('무승부(환불)');
    expect(roundOutcomeLabel({ status: 2, winner: null })).toBe('취소(환불)');
    expect(roundOutcomeLabel({ status: 0, winner: null })).toBeNull();
  });

  it('names them in English on an English site', () => {
    onEnglishSite(() => {
      expect(roundOutcomeLabel({ status: 1, winner: 'B' })).toBe('Up won');
      expect(roundOutcomeLabel({ status: 1, winner: 'S' })).toBe('Down won');
      expect(roundOutcomeLabel({ status: 3, winner: null })).toBe('Tie (refunded)');
    });
  });
});
