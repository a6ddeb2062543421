import type { TradeRound } from '@bx/contracts';
import { tradeText, type TradeTextCode } from '../../../shared/trade-text';

/**
 * What the screen shows of a round at a given server time. The round's own `phase` lags the clock by the
 * engine's grace period, so the clock decides between open and locked, and the server's word decides when
 * the round is finished.
 */
export type DisplayPhase = 'WAITING' | 'OPEN' | 'LOCKED' | 'SETTLING' | 'SETTLED' | 'CANCELLED';

export function displayPhase(round: TradeRound, now: number): DisplayPhase {
  if (round.phase === 'SETTLED') return 'SETTLED';
  if (round.phase === 'CANCELLED') return 'CANCELLED';
  if (now < round.openAt) return 'WAITING';
  if (now < round.lockAt && round.phase === 'OPEN') return 'OPEN';
  if (now < round.closeAt) return 'LOCKED';
  return 'SETTLING';
}

const PHASE_CODES: Record<DisplayPhase, TradeTextCode> = {
  WAITING: 'PHASE_WAITING',
  OPEN: 'PHASE_OPEN',
  LOCKED: 'PHASE_LOCKED',
  SETTLING: 'PHASE_SETTLING',
  SETTLED: 'PHASE_SETTLED',
  CANCELLED: 'PHASE_CANCELLED',
};

/** The phase badge's word, in the site's language. */
export function phaseLabel(phase: DisplayPhase): string {
  return tradeText(PHASE_CODES[phase]);
}

/** Bets are taken from openAt until lockAt, while the server still calls the round open. */
export function isBettable(round: TradeRound | null, now: number): boolean {
  return round !== null && displayPhase(round, now) === 'OPEN';
}

export interface Countdown {
  /** Milliseconds until betting closes (0 once it has). */
  toLock: number;
  /** Milliseconds until the result price is taken (0 once it has). */
  toClose: number;
}

export function countdownOf(round: TradeRound, now: number): Countdown {
  return { toLock: Math.max(0, round.lockAt - now), toClose: Math.max(0, round.closeAt - now) };
}

/**
 * Which round to show after a round event: a newer round replaces the current one, an event of the current
 * round updates it, and a late event of an older round (its settlement, say) leaves it alone.
 */
export function nextCurrentRound(current: TradeRound | null, event: TradeRound): TradeRound {
  if (current === null || event.tradeRoundId >= current.tradeRoundId) return event;
  return current;
}

/**
 * The server clock offset from one round trip: the server read its clock about halfway between sending and
 * receiving, so the midpoint cancels the symmetric part of the latency.
 */
export function offsetFromRoundTrip(sentAt: number, receivedAt: number, serverTime: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}
