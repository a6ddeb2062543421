import { describe, expect, it } from 'vitest';

import { betStatusLabel, roundOutcomeLabel } from './status-label';

describe('betStatusLabel', () => {
  it('names each game status', () => {
    expect(betStatusLabel({ status: 0, won: null }).text).toBe('진행중');
    expect(betStatusLabel({ status: 1, won: true })).toEqual({ text: '적중', tone: 'win' });
    expect(betStatusLabel({ status: 1, won: false })).toEqual({ text: '미적중', tone: 'lose' });
    expect(betStatusLabel({ status: 2, won: null }).text).toBe('취소(환불)');
    expect(betStatusLabel({ status: 3, won: null }).text).toBe('무효(환불)');
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
});
