import { TOPICS, type KlineInterval, type Tick } from '@bx/contracts';
import { ApiError, clientText, useSubscription } from '@bx/platform';
import { useCallback, useEffect, useState } from 'react';

import { getKlineData } from '../api/get-kline-data';
import {
  directionOf,
  INTERVAL_MS,
  klineToCandle,
  mergeHistory,
  mergeTick,
  type Candle,
} from '../utils/candles';

export interface LivePrice {
  price: string;
  time: number;
  direction: 'up' | 'down' | 'flat';
}

interface LiveCandles {
  candles: Candle[];
  /** Whether the server's history has been laid under the live candles yet. */
  historyLoaded: boolean;
  error: string | null;
  last: LivePrice | null;
}

/**
 * Candles of a stock from the server's history, moved by every tick of /topic/trade/{stock}; also the last
 * price and which way it went. Ticks that arrive before the history are kept and laid over it.
 */
export function useLiveCandles(stock: string, interval: KlineInterval) {
  const intervalMs = INTERVAL_MS[interval];
  const [state, setState] = useState<LiveCandles>({
    candles: [],
    historyLoaded: false,
    error: null,
    last: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getKlineData([stock], interval).then(
      (data) =>
        live &&
        setState((previous) => ({
          ...previous,
          candles: mergeHistory((data[stock] ?? []).map(klineToCandle), previous.candles),
          historyLoaded: true,
          error: null,
        })),
      (cause: unknown) =>
        live &&
        setState((previous) => ({
          ...previous,
          error: cause instanceof ApiError ? cause.message : clientText('SERVER_UNREACHABLE'),
        })),
    );
    return () => {
      live = false;
    };
  }, [stock, interval, attempt]);

  useSubscription(
    TOPICS.trade(stock),
    useCallback(
      (body: unknown) => {
        const tick = body as Tick;
        const price = Number(tick.price);
        setState((previous) => {
          const moved = directionOf(previous.last === null ? null : Number(previous.last.price), price);
          return {
            ...previous,
            candles: mergeTick(previous.candles, { price, time: tick.time }, intervalMs),
            // An unchanged price keeps the colour of the last move rather than flickering back to neutral.
            last: {
              price: tick.price,
              time: tick.time,
              direction: moved === 'flat' ? (previous.last?.direction ?? 'flat') : moved,
            },
          };
        });
      },
      [intervalMs],
    ),
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
