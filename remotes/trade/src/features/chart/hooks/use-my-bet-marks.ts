import type { Bet } from '@bx/contracts';
import { useState } from 'react';

import { useMyTradeQueue } from '../../../shared/use-my-trade-queue';

/** One of my bets as the chart marks it: its side and stake at the instant it was taken. */
export type BetMark = Pick<Bet, 'id' | 'type' | 'point' | 'createdAt'>;

/** Enough marks for the rounds a phone's chart shows; older ones have scrolled out of it anyway. */
const KEPT = 20;

/**
 * The bets I place on this option while the screen is open, from /user/queue/trade, so the chart can mark
 * them. `enabled` is false on the visitor routes, which must not subscribe to any user queue.
 */
export function useMyBetMarks(enabled: boolean, tradeOptionId: number): readonly BetMark[] {
  const [marks, setMarks] = useState<readonly BetMark[]>([]);
  useMyTradeQueue(enabled, (message) => {
    if (message.type !== 'BET_PLACED' || message.data.tradeOptionId !== tradeOptionId) return;
    const bet = message.data;
    setMarks((kept) =>
      kept.some((mark) => mark.id === bet.id)
        ? kept
        : [...kept, { id: bet.id, type: bet.type, point: bet.point, createdAt: bet.createdAt }].slice(-KEPT),
    );
  });
  return marks;
}
