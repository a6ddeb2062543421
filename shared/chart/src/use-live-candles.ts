import { KLINE_INTERVAL_MS, TOPICS, type KlineInterval, type Tick } from '@bx/contracts';
import { problemText, useSubscription } from '@bx/platform';
import { useCallback, useMemo, useState } from 'react';

import { useKlineHistory } from './get-kline-data';
import { directionOf, klineToCandle, mergeHistory, mergeTick, type Candle } from './candles';

export interface LivePrice {
  price: string;
  time: number;
  direction: 'up' | 'down' | 'flat';
}

export interface LiveCandles {
  candles: Candle[];
  last: LivePrice | null;
  /** Whether the server's history has been laid under the live candles yet. */
  historyLoaded: boolean;
  error: string | null;
  retry: () => void;
}

interface Ticked {
  /** The candles the ticks have built, over the history when it had arrived. */
  candles: Candle[];
  last: LivePrice | null;
}

/**
 * Candles of a stock from the server's history, moved by every tick of /topic/trade/{stock}; also the last
 * price and which way it went. Ticks that arrive before the history are kept and laid over it.
 */
export function useLiveCandles(stock: string, interval: KlineInterval): LiveCandles {
  const intervalMs = KLINE_INTERVAL_MS[interval];
  const query = useKlineHistory(stock, interval);
  const history = useMemo(() => query.data?.map(klineToCandle), [query.data]);
  const [ticked, setTicked] = useState<Ticked>({ candles: [], last: null });

  useSubscription(
    TOPICS.trade(stock),
    useCallback(
      (body: unknown) => {
        const tick = body as Tick;
        const price = Number(tick.price);
        setTicked((previous) => {
          const moved = directionOf(previous.last === null ? null : Number(previous.last.price), price);
          // A tick opening a candle opens it at the last close, the history's when nothing ticked since.
          const under = history === undefined ? previous.candles : mergeHistory(history, previous.candles);
          return {
            candles: mergeTick(under, { price, time: tick.time }, intervalMs),
            // An unchanged price keeps the colour of the last move rather than flickering back to neutral.
            last: {
              price: tick.price,
              time: tick.time,
              direction: moved === 'flat' ? (previous.last?.direction ?? 'flat') : moved,
            },
          };
        });
      },
      [history, intervalMs],
    ),
  );

  const candles = useMemo(
    () => (history === undefined ? ticked.candles : mergeHistory(history, ticked.candles)),
    [history, ticked.candles],
  );
  return {
    candles,
    last: ticked.last,
    historyLoaded: history !== undefined,
    error: query.isError ? problemText(query.error) : null,
    retry: () => void query.refetch(),
  };
}
