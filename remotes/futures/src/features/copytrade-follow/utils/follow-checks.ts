import {
  compareDecimal,
  type CopyFollowRequest,
  type CopyTrader,
  type ErrorCode,
  type UserRole,
} from '@bx/contracts';

import { traderRefusal } from '../../../shared/copy-trader-state';

/** The smallest maximum and one-time limit, USDT of initial margin (the server's rule). */
export const MIN_FOLLOW_BET = 10;

/** What the player has entered in the follow form. */
export interface FollowDraft {
  /** The stocks picked (BTCUSDTPERP...). */
  pairs: readonly string[];
  multiplyPer: number | null;
  maxBet: number | null;
  oneMaxBet: number | null;
  /** The portfolio stop-loss in percent of maxBet; null (left empty) for none. */
  stopLossPer: number | null;
}

/** What the form knows of the player and the trader when it is sent; null where it has not loaded yet. */
export interface FollowContext {
  trader: Pick<CopyTrader, 'id' | 'isActive' | 'isFull' | 'isLiquidated' | 'minBalance'>;
  role: UserRole | null;
  /** They follow a trader already (one at a time). */
  following: boolean;
  hasOpenPosition: boolean | null;
  /** The FUTURES wallet's balance, USDT. */
  balance: string | null;
}

/**
 * The server's follow rules, checked before sending and refused with its codes (so in its words): a TRADER
 * follows no one, one trader at a time, a trader who takes followers, one pair at least, a whole multiplier of
 * 0 % or more, both limits 10 USDT or more with the maximum above the one-time limit, no open position, and the
 * trader's minimum balance in the FUTURES wallet. What has not loaded is left to the server.
 */
export function checkFollow(
  draft: FollowDraft,
  context: FollowContext,
): { problem: ErrorCode } | { request: CopyFollowRequest } {
  const { trader, balance } = context;
  const { multiplyPer, maxBet, oneMaxBet, stopLossPer } = draft;
  const refusal = traderRefusal(trader);
  const refuse = (problem: ErrorCode) => ({ problem });
  if (context.role === 'TRADER') return refuse('TRADER_CANNOT_FOLLOW');
  if (context.following) return refuse('ALREADY_FOLLOWING');
  if (refusal !== null) return refuse(refusal);
  if (draft.pairs.length === 0) return refuse('FOLLOW_PAIRS_REQUIRED');
  if (multiplyPer === null || multiplyPer < 0 || !Number.isInteger(multiplyPer))
    return refuse('FOLLOW_MULTIPLY_INVALID');
  if (maxBet === null || oneMaxBet === null || Math.min(maxBet, oneMaxBet) < MIN_FOLLOW_BET)
    return refuse('FOLLOW_BET_TOO_SMALL');
  if (maxBet <= oneMaxBet) return refuse('FOLLOW_MAX_BET_NOT_ABOVE');
  if (stopLossPer !== null && (!Number.isInteger(stopLossPer) || stopLossPer < 1 || stopLossPer > 100))
    return refuse('FOLLOW_STOP_LOSS_INVALID');
  if (context.hasOpenPosition === true) return refuse('FOLLOW_WITH_OPEN_POSITION');
  if (balance !== null && compareDecimal(balance, trader.minBalance) < 0)
    return refuse('FOLLOW_INSUFFICIENT_BALANCE');
  return {
    request: {
      traderId: trader.id,
      followStock: [...draft.pairs],
      multiplyPer,
      maxBet: maxBet.toFixed(2),
      oneMaxBet: oneMaxBet.toFixed(2),
      ...(stopLossPer === null ? {} : { stopLossPer }),
    },
  };
}
