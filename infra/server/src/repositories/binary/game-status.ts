import type { GameStatus } from '@bx/contracts';

/**
 * The spec's game statuses by name (the `status` of a round and of a bet, stored as these numbers in
 * trade_round.status and binary_bet.status). SQL interpolates them from here, never a bare digit.
 */
export const GAME_STATUS = {
  /** Not decided yet: a round until its outcome is recorded, a bet until it is settled. */
  RUNNING: 0,
  /** Won or lost (a bet's `won`, a round's `winner`). */
  REALIZED: 1,
  /** A lock or close price was missing or stale: stakes refunded. */
  CANCELLED: 2,
  /** Close = lock: stakes refunded. */
  VOID: 3,
} as const satisfies Record<string, GameStatus>;

export const GAME_STATUSES: readonly GameStatus[] = Object.values(GAME_STATUS);
