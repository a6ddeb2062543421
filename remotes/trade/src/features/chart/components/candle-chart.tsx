import type { TradeRound } from '@bx/contracts';
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

import { formatClock } from '../../../shared/format-money';
import type { Candle } from '../utils/candles';

import { loadChartLibrary } from './chart-library';

const toTime = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;
const toBar = (candle: Candle) => ({ ...candle, time: toTime(candle.time) });

/** The round's lock and close instants as markers on their candles, once those candles exist. */
function roundMarkers(
  round: TradeRound | null,
  candles: readonly Candle[],
  intervalMs: number,
): SeriesMarker<Time>[] {
  const last = candles[candles.length - 1];
  if (!round || !last) return [];
  const bucket = (ms: number) => Math.floor(ms / intervalMs) * intervalMs;
  const markers: SeriesMarker<Time>[] = [];
  if (bucket(round.lockAt) <= last.time && bucket(round.lockAt) >= (candles[0]?.time ?? 0)) {
    markers.push({
      time: toTime(bucket(round.lockAt)),
      position: 'aboveBar',
      shape: 'arrowDown',
      color: darkTheme.color.accent,
      text: '마감',
    });
  }
  if (bucket(round.closeAt) <= last.time && bucket(round.closeAt) >= (candles[0]?.time ?? 0)) {
    markers.push({
      time: toTime(bucket(round.closeAt)),
      position: 'aboveBar',
      shape: 'circle',
      color: darkTheme.color.text,
      text: '결과',
    });
  }
  return markers;
}

/**
 * The live candle chart (lightweight-charts), dark and phone-sized, with the round's lock price and close
 * price as price lines and its lock and close instants as markers. The chart is created once, when its
 * library has arrived (the box keeps its size meanwhile); candles are set whole when their history changes
 * and moved one at a time by ticks.
 */
export function CandleChart({
  candles,
  round,
  precision,
  intervalMs,
  height = 220,
}: {
  candles: readonly Candle[];
  round: TradeRound | null;
  precision: number;
  intervalMs: number;
  height?: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const markers = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const shown = useRef<{ first: number; length: number }>({ first: -1, length: 0 });
  const lines = useRef<IPriceLine[]>([]);
  const lineStyle = useRef<typeof LineStyle | null>(null);
  const [chartState, setChartState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const ready = chartState === 'ready';

  useEffect(() => {
    let live = true;
    let created: IChartApi | null = null;
    loadChartLibrary().then(
      ({ createChart, CandlestickSeries, createSeriesMarkers, LineStyle }) => {
        if (!live || !container.current) return;
        lineStyle.current = LineStyle;
        created = createChart(container.current, {
          autoSize: true,
          layout: {
            background: { color: darkTheme.color.surface },
            textColor: darkTheme.color.textMuted,
            fontSize: 11,
            fontFamily: darkTheme.font,
          },
          grid: { vertLines: { color: '#20242e' }, horzLines: { color: '#20242e' } },
          rightPriceScale: { borderColor: darkTheme.color.border },
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
        setChartState('ready');
      },
      () => live && setChartState('failed'),
    );
    return () => {
      live = false;
      created?.remove();
      chart.current = null;
      series.current = null;
      markers.current = null;
      lines.current = [];
      shown.current = { first: -1, length: 0 };
    };
  }, [attempt]);

  useEffect(() => {
    series.current?.applyOptions({
      priceFormat: { type: 'price', precision, minMove: 1 / 10 ** precision },
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
          title: '진입가',
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
          title: '종료가',
        }),
      );
    }
  }, [lockPrice, closePrice, ready]);

  const lastTime = candles[candles.length - 1]?.time ?? 0;
  const lockAt = round?.lockAt;
  const closeAt = round?.closeAt;
  useEffect(() => {
    markers.current?.setMarkers(roundMarkers(round, candles, intervalMs));
    // Markers change only when a round instant gets its candle, not with every tick inside a candle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastTime, lockAt, closeAt, intervalMs, ready]);

  return (
    <>
      <div ref={container} role="img" aria-label="실시간 차트" css={{ width: '100%', height }} />
      {chartState === 'failed' ? (
        <div css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <FailurePanel
            message="차트를 불러오지 못했습니다."
            onRetry={() => {
              setChartState('loading');
              setAttempt((n) => n + 1);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
