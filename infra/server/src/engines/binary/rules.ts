import { GAME_STATUS } from '@bx/contracts';
import type { BetSide, GameStatus } from '@bx/contracts';

/** A round's window: opened on a multiple of its length (epoch aligned), locked after lockSeconds. */
export interface RoundWindow {
  openAt: number;
  lockAt: number;
  closeAt: number;
}

/** The round of that length holding `time`: a 1-minute round starts on the minute, R.5 on the half minute. */
export function roundWindowAt(time: number, roundSeconds: number, lockSeconds: number): RoundWindow {
  const length = roundSeconds * 1000;
  const openAt = Math.floor(time / length) * length;
  return { openAt, lockAt: openAt + lockSeconds * 1000, closeAt: openAt + length };
}

export interface PricePoint {
  price: number;
  time: number;
}

/** A price usable for time `at`: the last tick at or before it, no older than staleMs. */
export function usablePrice(
  point: PricePoint | undefined,
  at: number,
  staleMs: number,
): PricePoint | undefined {
  if (point === undefined || point.time > at || at - point.time > staleMs) return undefined;
  return point;
}

export interface Outcome {
  status: GameStatus;
  winner: BetSide | null;
}

/**
 * REALIZED with a winner when both prices exist and differ: B wins when close > lock, S when close < lock.
 * Equal prices: VOID. A price missing or stale: CANCELLED. Both VOID and CANCELLED refund stakes.
 */
export function decideOutcome(
  lockPrice: number | null | undefined,
  closePrice: number | null | undefined,
): Outcome {
  if (lockPrice == null || closePrice == null) return { status: GAME_STATUS.CANCELLED, winner: null };
  if (closePrice === lockPrice) return { status: GAME_STATUS.VOID, winner: null };
  return { status: GAME_STATUS.REALIZED, winner: closePrice > lockPrice ? 'B' : 'S' };
}

const RATE_SCALE = 10_000n;

/** "1.9500" -> 19500n (the rate in 1/10,000). */
export function rateUnits(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate);
  if (match === null) throw new RangeError(`not a payout rate: "${rate}"`);
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/**
 * What a winning stake returns, stake included: stake x rate rounded toward zero. The part below one minor
 * unit is not paid (it stays with the house); `remainder` is that part in 1/10,000 of a minor unit.
 */
export function payoutOf(stake: bigint, rate: string): { payout: bigint; remainder: bigint } {
  const gross = stake * rateUnits(rate);
  return { payout: gross / RATE_SCALE, remainder: gross % RATE_SCALE };
}
