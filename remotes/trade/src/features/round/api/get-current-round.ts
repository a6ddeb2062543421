import { TOPICS, type TradeRound } from '@bx/contracts';
import { apiRequest, problemText, queryClient, queryState, useSubscription } from '@bx/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { optionQueryKeys } from '../../../shared/option-query-keys';
import { useServerClockValue } from '../hooks/use-server-clock-value';
import { nextCurrentRound } from '../utils/round-phase';

/** GET /api/trade/game/current: the round of the option running now, or null between rounds. */
export function getCurrentRound(tradeOptionId: number): Promise<TradeRound | null> {
  return apiRequest<TradeRound | null>('get', 'trade/game/current', {
    query: { tradeOptionId },
    auth: false,
  });
}

export const currentRoundKeys = {
  of: (tradeOptionId: number) => [...optionQueryKeys.all(tradeOptionId), 'round', 'current'] as const,
};

/** A settled round stays on screen this long after its close before the next one is asked for. */
const REFETCH_AFTER_CLOSE_MS = 1_500;
/** Then asked again this often while no event has brought the next round. */
const REFETCH_EVERY_MS = 3_000;

export interface CurrentRoundState {
  round: TradeRound | null;
  loading: boolean;
  /** Why the round could not be loaded, in the player's words. */
  error: string | null;
}

/** The server's answer over what is on screen: between rounds (null) the settled round stays shown. */
async function loadCurrentRound(tradeOptionId: number): Promise<TradeRound | null> {
  const round = await getCurrentRound(tradeOptionId);
  const shown = queryClient.getQueryData<TradeRound | null>(currentRoundKeys.of(tradeOptionId)) ?? null;
  return round === null ? shown : nextCurrentRound(shown, round);
}

const currentRoundQuery = (tradeOptionId: number) =>
  queryOptions({
    queryKey: currentRoundKeys.of(tradeOptionId),
    queryFn: () => loadCurrentRound(tradeOptionId),
  });

/**
 * The option's current round: loaded once, then kept live from /topic/trade_round/{id}, each event of which
 * also marks the option's lists stale (they follow the rounds). A reconnect asks again (the socket refreshes
 * every query), and so does a round whose close has passed without an event, every few seconds.
 */
export function useCurrentRound(tradeOptionId: number): CurrentRoundState {
  useSubscription(
    TOPICS.tradeRound(tradeOptionId),
    useCallback(
      (body: unknown) => {
        const event = body as TradeRound;
        queryClient.setQueryData<TradeRound | null>(currentRoundKeys.of(tradeOptionId), (shown) =>
          nextCurrentRound(shown ?? null, event),
        );
        void queryClient.invalidateQueries({ queryKey: optionQueryKeys.lists(tradeOptionId) });
      },
      [tradeOptionId],
    ),
  );

  // Read first for its close time alone, which decides how often the round itself is asked for below.
  const closeAt = useQuery({ ...currentRoundQuery(tradeOptionId), select: (round) => round?.closeAt }).data;
  // An interval's first ask comes one period after it starts: starting it a period early puts that ask
  // REFETCH_AFTER_CLOSE_MS after the close.
  const overdue = useServerClockValue(
    useCallback(
      (now: number) => closeAt !== undefined && now >= closeAt + REFETCH_AFTER_CLOSE_MS - REFETCH_EVERY_MS,
      [closeAt],
    ),
  );
  const query = useQuery({
    ...currentRoundQuery(tradeOptionId),
    refetchInterval: overdue ? REFETCH_EVERY_MS : false,
  });
  const state = queryState(query);
  return {
    round: state.status === 'ready' ? state.data : null,
    loading: state.status === 'loading',
    error: query.isError ? problemText(query.error) : null,
  };
}
