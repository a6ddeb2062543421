import { GAME_STATUS, type TradeRound } from '@bx/contracts';
import { describe, expect, it, vi } from 'vitest';

import { onEnglishSite } from '../../../shared/site-lang.testing';

import {
  countdownOf,
  displayPhase,
  isBettable,
  nextCurrentRound,
  offsetFromRoundTrip,
  phaseLabel,
} from './round-phase';

vi.mock('@bx/platform', async (importOriginal) =>
  (await import('../../../shared/site-lang.testing')).platformOnTestSite(importOriginal),
);

const round = (overrides: Partial<TradeRound> = {}): TradeRound => ({
  tradeRoundId: 7,
  tradeOptionId: 1,
  roundNo: 3,
  stock: 'BTCUSDT',
  openAt: 30_000,
  lockAt: 45_000,
  closeAt: 60_000,
  phase: 'OPEN',
  lockPrice: null,
  closePrice: null,
  winner: null,
  status: GAME_STATUS.RUNNING,
  ...overrides,
});

describe('displayPhase', () => {
  it('takes bets from open until lock, by the server clock', () => {
    expect(displayPhase(round(), 29_999)).toBe('WAITING');
    expect(displayPhase(round(), 30_000)).toBe('OPEN');
    expect(displayPhase(round(), 44_999)).toBe('OPEN');
    expect(displayPhase(round(), 45_000)).toBe('LOCKED');
  });

  it('is locked once the server says so, even a moment early by this clock', () => {
    expect(displayPhase(round({ phase: 'LOCKED' }), 44_000)).toBe('LOCKED');
  });

  it('settles after the close until the server reports the outcome', () => {
    expect(displayPhase(round({ phase: 'LOCKED' }), 60_000)).toBe('SETTLING');
    expect(displayPhase(round({ phase: 'CLOSED' }), 61_000)).toBe('SETTLING');
    expect(displayPhase(round({ phase: 'SETTLED' }), 61_000)).toBe('SETTLED');
    expect(displayPhase(round({ phase: 'CANCELLED' }), 61_000)).toBe('CANCELLED');
  });

  it('lets a bet through only while the round is open', () => {
    expect(isBettable(null, 40_000)).toBe(false);
    expect(isBettable(round(), 40_000)).toBe(true);
    expect(isBettable(round(), 50_000)).toBe(false);
  });
});

describe('phaseLabel', () => {
  it('reads each phase in Korean, and in English on an English site', () => {
    expect(phaseLabel('OPEN')).toBe('베팅 가능');
    expect(phaseLabel('SETTLING')).toBe('정산 중');
    onEnglishSite(() => {
      expect(
        (['WAITING', 'OPEN', 'LOCKED', 'SETTLING', 'SETTLED', 'CANCELLED'] as const).map(phaseLabel),
      ).toEqual(['Waiting', 'Open for bets', 'Betting closed', 'Settling', 'Settled', 'Round cancelled']);
    });
  });
});

describe('countdownOf', () => {
  it('counts down to lock and close, never below zero', () => {
    expect(countdownOf(round(), 40_000)).toEqual({ toLock: 5_000, toClose: 20_000 });
    expect(countdownOf(round(), 50_000)).toEqual({ toLock: 0, toClose: 10_000 });
    expect(countdownOf(round(), 70_000)).toEqual({ toLock: 0, toClose: 0 });
  });
});

describe('nextCurrentRound', () => {
  it('moves on to a newer round and updates the current one', () => {
    expect(nextCurrentRound(round(), round({ tradeRoundId: 8 })).tradeRoundId).toBe(8);
    expect(nextCurrentRound(round(), round({ phase: 'LOCKED' })).phase).toBe('LOCKED');
    expect(nextCurrentRound(null, round()).tradeRoundId).toBe(7);
  });

  it('ignores a late event of an older round', () => {
    expect(nextCurrentRound(round({ tradeRoundId: 8 }), round({ phase: 'SETTLED' })).tradeRoundId).toBe(8);
  });
});

describe('offsetFromRoundTrip', () => {
  it('reads the server clock at the midpoint of the round trip', () => {
    expect(offsetFromRoundTrip(1_000, 1_200, 6_100)).toBe(5_000);
    expect(offsetFromRoundTrip(1_000, 1_000, 900)).toBe(-100);
  });
});
