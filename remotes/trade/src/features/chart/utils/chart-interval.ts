import type { KlineInterval } from '@bx/contracts';

/**
 * Second candles for rounds up to two minutes (the server's 300 cover five minutes: the round and what led
 * to it); minute candles for the five-minute rounds.
 */
export function intervalFor(roundSeconds: number): KlineInterval {
  return roundSeconds <= 120 ? '1s' : '1m';
}
