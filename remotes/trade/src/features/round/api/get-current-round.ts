import { TOPICS, type TradeRound } from '@bx/contracts';
import { apiRequest, useSubscription } from '@bx/platform';
import { useCallback, useEffect, useState } from 'react';

import { useServerClockValue } from '../hooks/use-server-clock-value';
import { nextCurrentRound } from '../utils/round-phase';

/** GET /api/trade/game/current: the round of the option running now, or null between rounds. */
export function getCurrentRound(tradeOptionId: number): Promise<TradeRound | null> {
  return apiRequest<TradeRound | null>('get', 'trade/game/current', {
    query: { tradeOptionId },
    auth: false,
  });
}

/** A settled round stays on screen this long before the next one is asked for, if no event brought it. */
const REFETCH_AFTER_CLOSE_MS = 1_500;

export interface CurrentRoundState {
  round: TradeRound | null;
  /** The latest round event of the option, the current round's or an older one's (its settlement). */
  lastEvent: TradeRound | null;
  loading: boolean;
  error: string | null;
}

/**
 * The option's current round: loaded once, then kept live from /topic/trade_round/{id}. Events sent while
 * the socket was away are missed, so the round is asked for again whenever `reconnects` moves (the phase
 * would otherwise stay on settling), and shortly after its close time passes should an event be missed anyway.
 */
export function useCurrentRound(tradeOptionId: number, reconnects: number): CurrentRoundState {
  const [state, setState] = useState<CurrentRoundState>({
    round: null,
    lastEvent: null,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getCurrentRound(tradeOptionId).then(
      (round) =>
        live &&
        setState((previous) => ({
          ...previous,
          round: round === null ? previous.round : nextCurrentRound(previous.round, round),
          loading: false,
          error: null,
        })),
      (cause: unknown) =>
        live &&
        setState((previous) => ({
          ...previous,
          loading: false,
          error: cause instanceof Error ? cause.message : String(cause),
        })),
    );
    return () => {
      live = false;
    };
  }, [tradeOptionId, attempt, reconnects]);

  useSubscription(
    TOPICS.tradeRound(tradeOptionId),
    useCallback((body: unknown) => {
      const event = body as TradeRound;
      setState((previous) => ({
        ...previous,
        round: nextCurrentRound(previous.round, event),
        lastEvent: event,
      }));
    }, []),
  );

  const closeAt = state.round?.closeAt ?? null;
  const overdue = useServerClockValue(
    useCallback((now: number) => closeAt !== null && now >= closeAt + REFETCH_AFTER_CLOSE_MS, [closeAt]),
  );
  useEffect(() => {
    if (!overdue) return undefined;
    // Then once a few seconds while it stays overdue (the server may be between rounds or away).
    setAttempt((n) => n + 1);
    const timer = setInterval(() => setAttempt((n) => n + 1), 3_000);
    return () => clearInterval(timer);
  }, [overdue, closeAt]);

  return state;
}
