import { formatAmount, type TradeRound } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { darkTheme, FailurePanel } from '@bx/ui';
import type {
  IChartApi,
  IPriceLine,
  ISeriesApi,
  ISeriesMarkersPluginApi,
  LineStyle,
  SeriesMarker,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';

import { formatClock } from '../../../shared/format-clock';
import { sideLabel } from '../../../shared/side-label';
import type { BetMark } from '../hooks/use-my-bet-marks';
import { formatAxisPrice } from '../utils/axis-price';
import type { Candle } from '../utils/candles';

import { useChartLibrary } from './chart-library';

const NO_BETS: readonly BetMark[] = [];
const toTime = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;
const toBar = (candle: Candle) => ({ ...candle, time: toTime(candle.time) });

/**
 * The round's lock and close instants and my bets as markers on their candles, once those candles exist:
 * a bet of mine on the buy side points up under its candle, on the sell side down over it.
 */
function chartMarkers(
  round: TradeRound | null,
  myBets: readonly BetMark[],
  candles: readonly Candle[],
  intervalMs: number,
): SeriesMarker<Time>[] {
  const last = candles[candles.length - 1];
  if (!last) return [];
  const bucket = (ms: number) => Math.floor(ms / intervalMs) * intervalMs;
  const shown = (ms: number) => bucket(ms) <= last.time && bucket(ms) >= (candles[0]?.time ?? 0);
  const markers: SeriesMarker<Time>[] = myBets
    .filter((bet) => shown(bet.createdAt))
    .map((bet) => ({
      time: toTime(bucket(bet.createdAt)),
      position: bet.type === 'B' ? 'belowBar' : 'aboveBar',
      shape: bet.type === 'B' ? 'arrowUp' : 'arrowDown',
      color: bet.type === 'B' ? darkTheme.color.buy : darkTheme.color.sell,
      text: clientText('CHART_MY_BET', { side: sideLabel(bet.type), amount: formatAmount(bet.point) }),
    }));
  if (!round) return markers;
  if (shown(round.lockAt)) {
    markers.push({
      time: toTime(bucket(round.lockAt)),
      position: 'aboveBar',
      shape: 'arrowDown',
      color: darkTheme.color.accent,
      text: clientText('CHART_LOCK'),
    });
  }
  if (shown(round.closeAt)) {
    markers.push({
      time: toTime(bucket(round.closeAt)),
      position: 'aboveBar',
      shape: 'circle',
      color: darkTheme.color.text,
      text: clientText('CHART_CLOSE'),
    });
  }
  // The markers plugin wants them in time order.
  return markers.sort((a, b) => Number(a.time) - Number(b.time));
}

/**
 * The live candle chart (lightweight-charts), dark and phone-sized, with the round's lock price and close
 * price as price lines, its lock and close instants and my bets as markers, and prices with thousands
 * separators. The chart is created once, when its library has arrived (the box keeps its size meanwhile);
 * candles are set whole when their history changes and moved one at a time by ticks.
 */
export function CandleChart({
  candles,
  round,
  myBets = NO_BETS,
  precision,
  intervalMs,
  height = 220,
}: {
  candles: readonly Candle[];
  round: TradeRound | null;
  /** My bets placed while the screen is open (none for a visitor). */
  myBets?: readonly BetMark[];
  precision: number;
  intervalMs: number;
  /** A CSS length: pixels, or a clamp() on the viewport. */
  height?: number | string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const markers = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const shown = useRef<{ first: number; length: number }>({ first: -1, length: 0 });
  const lines = useRef<IPriceLine[]>([]);
  const lineStyle = useRef<typeof LineStyle | null>(null);
  const library = useChartLibrary();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!library.data || !container.current) return undefined;
    const { createChart, CandlestickSeries, createSeriesMarkers, LineStyle } = library.data;
    lineStyle.current = LineStyle;
    const created = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { color: darkTheme.color.surface },
        textColor: darkTheme.color.textMuted,
        fontSize: 11,
        fontFamily: darkTheme.font,
      },
      grid: { vertLines: { color: '#20242e' }, horzLines: { color: '#20242e' } },
      // Room above the highest candle, so the top price label and a price line's label there are not cut.
      rightPriceScale: { borderColor: darkTheme.color.border, scaleMargins: { top: 0.15, bottom: 0.1 } },
      timeScale: {
        borderColor: darkTheme.color.border,
        timeVisible: true,
        secondsVisible: true,
        rightOffset: 4,
        tickMarkFormatter: (time: Time) => formatClock(Number(time) * 1000),
      },
      localization: { locale: 'ko-KR', timeFormatter: (time: Time) => formatClock(Number(time) * 1000) },
      crosshair: { horzLine: { labelBackgroundColor: darkTheme.color.surfaceRaised } },
      handleScale: { axisPressedMouseMove: false },
    });
    series.current = created.addSeries(CandlestickSeries, {
      upColor: darkTheme.color.buy,
      downColor: darkTheme.color.sell,
      borderUpColor: darkTheme.color.buy,
      borderDownColor: darkTheme.color.sell,
      wickUpColor: darkTheme.color.buy,
      wickDownColor: darkTheme.color.sell,
    });
    markers.current = createSeriesMarkers(series.current, []);
    chart.current = created;
    setReady(true);
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
      markers.current = null;
      lines.current = [];
      shown.current = { first: -1, length: 0 };
      setReady(false);
    };
  }, [library.data]);

  useEffect(() => {
    series.current?.applyOptions({
      priceFormat: {
        type: 'custom',
        minMove: 1 / 10 ** precision,
        formatter: (price: number) => formatAxisPrice(price, precision),
      },
    });
  }, [precision, ready]);

  useEffect(() => {
    const target = series.current;
    const last = candles[candles.length - 1];
    if (!target || !last) return;
    const first = candles[0]?.time ?? 0;
    // A tick moves or adds the last candle: update it. Anything else (history arriving) sets them all.
    const grewByOne = candles.length - shown.current.length <= 1 && first === shown.current.first;
    const rolled = candles.length === shown.current.length && first !== shown.current.first;
    if (shown.current.length > 0 && (grewByOne || rolled)) target.update(toBar(last));
    else target.setData(candles.map(toBar));
    shown.current = { first, length: candles.length };
  }, [candles, ready]);

  const lockPrice = round?.lockPrice ?? null;
  const closePrice = round?.closePrice ?? null;
  useEffect(() => {
    const target = series.current;
    const styles = lineStyle.current;
    if (!target || !styles) return;
    lines.current.forEach((line) => target.removePriceLine(line));
    lines.current = [];
    if (lockPrice !== null) {
      lines.current.push(
        target.createPriceLine({
          price: Number(lockPrice),
          color: darkTheme.color.accent,
          lineWidth: 1,
          lineStyle: styles.Dashed,
          axisLabelVisible: true,
          title: clientText('CHART_ENTRY_LINE'),
        }),
      );
    }
    if (closePrice !== null) {
      lines.current.push(
        target.createPriceLine({
          price: Number(closePrice),
          color: darkTheme.color.text,
          lineWidth: 1,
          lineStyle: styles.Dotted,
          axisLabelVisible: true,
          title: clientText('CHART_CLOSE_LINE'),
        }),
      );
    }
  }, [lockPrice, closePrice, ready]);

  const lastTime = candles[candles.length - 1]?.time ?? 0;
  const lockAt = round?.lockAt;
  const closeAt = round?.closeAt;
  useEffect(() => {
    markers.current?.setMarkers(chartMarkers(round, myBets, candles, intervalMs));
    // Markers change only when a round instant or a bet gets its candle, not with every tick inside a candle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastTime, lockAt, closeAt, myBets, intervalMs, ready]);

  return (
    <>
      <div
        ref={container}
        role="img"
        aria-label={clientText('CHART_LABEL')}
        css={{ width: '100%', height }}
      />
      {library.isError ? (
        <div css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <FailurePanel message={clientText('CHART_FAILED')} onRetry={() => void library.refetch()} />
        </div>
      ) : null}
    </>
  );
}
