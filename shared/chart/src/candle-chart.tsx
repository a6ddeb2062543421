import { clientText } from '@bx/platform';
import { FailurePanel, type AppTheme } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type {
  IChartApi,
  IPriceLine,
  ISeriesApi,
  ISeriesMarkersPluginApi,
  SeriesMarker,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';

import { formatAxisPrice } from './axis-price';
import type { Candle } from './candles';
import { useChartLibrary } from './chart-library';
import { CANDLE_SERIES_OPTIONS, chartOptions } from './chart-options';

/** A horizontal line at a price (a round's entry, a position's take-profit), labelled on the price axis. */
export interface ChartPriceLine {
  price: number;
  title: string;
  color: string;
  style: 'solid' | 'dashed' | 'dotted';
}

/** A mark at an instant (epoch ms), drawn on the candle of its bucket once that candle is on the chart. */
export interface ChartMarker {
  time: number;
  position: 'aboveBar' | 'belowBar';
  shape: 'arrowUp' | 'arrowDown' | 'circle';
  color: string;
  text: string;
}

const NO_LINES: readonly ChartPriceLine[] = [];
const NO_MARKERS: readonly ChartMarker[] = [];
const toTime = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;
const toBar = (candle: Candle) => ({ ...candle, time: toTime(candle.time) });

/** The chart's colours, set when it is made and again whenever the player switches theme. */
const chartColours = (theme: AppTheme) => ({
  layout: { background: { color: theme.color.surface }, textColor: theme.color.textMuted },
  grid: { vertLines: { color: theme.color.gridLine }, horzLines: { color: theme.color.gridLine } },
  rightPriceScale: { borderColor: theme.color.border },
  timeScale: { borderColor: theme.color.border },
  crosshair: { horzLine: { labelBackgroundColor: theme.color.surfaceRaised } },
});

const candleColours = (theme: AppTheme) => ({
  upColor: theme.color.buy,
  downColor: theme.color.sell,
  borderUpColor: theme.color.buy,
  borderDownColor: theme.color.sell,
  wickUpColor: theme.color.buy,
  wickDownColor: theme.color.sell,
});

/** The marks whose candle is on the chart, on that candle, in time order (as the markers plugin wants). */
function shownMarkers(
  marks: readonly ChartMarker[],
  candles: readonly Candle[],
  intervalMs: number,
): SeriesMarker<Time>[] {
  const first = candles[0]?.time;
  const last = candles[candles.length - 1]?.time;
  if (first === undefined || last === undefined) return [];
  return marks
    .map((mark) => ({ ...mark, time: Math.floor(mark.time / intervalMs) * intervalMs }))
    .filter((mark) => mark.time >= first && mark.time <= last)
    .sort((a, b) => a.time - b.time)
    .map((mark) => ({ ...mark, time: toTime(mark.time) }));
}

/**
 * The live candle chart (lightweight-charts), in the player's theme and phone-sized, with price lines and
 * markers the screen asks for, and prices with thousands separators. The chart is created once, when its
 * library has arrived (the box keeps its size meanwhile); candles are set whole when their history changes
 * and moved one at a time by ticks.
 */
export function CandleChart({
  candles,
  priceLines = NO_LINES,
  markers = NO_MARKERS,
  precision,
  intervalMs,
  height = 220,
}: {
  candles: readonly Candle[];
  /** Give the same array while nothing changed: a new one redraws the lines. */
  priceLines?: readonly ChartPriceLine[];
  markers?: readonly ChartMarker[];
  precision: number;
  intervalMs: number;
  /** A CSS length: pixels, or a clamp() on the viewport. */
  height?: number | string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const markerPlugin = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const shown = useRef<{ first: number; length: number }>({ first: -1, length: 0 });
  const lines = useRef<IPriceLine[]>([]);
  const library = useChartLibrary();
  const [ready, setReady] = useState(false);
  const theme = useTheme();

  useEffect(() => {
    if (!library.data || !container.current) return undefined;
    const { createChart, CandlestickSeries, createSeriesMarkers } = library.data;
    const created = createChart(container.current, chartOptions(theme.font));
    created.applyOptions(chartColours(theme));
    series.current = created.addSeries(CandlestickSeries, {
      ...CANDLE_SERIES_OPTIONS,
      ...candleColours(theme),
    });
    markerPlugin.current = createSeriesMarkers(series.current, []);
    chart.current = created;
    setReady(true);
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
      markerPlugin.current = null;
      lines.current = [];
      shown.current = { first: -1, length: 0 };
      setReady(false);
    };
    // The theme at creation colours the first frame; the effect below recolours the same chart on a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [library.data]);

  useEffect(() => {
    chart.current?.applyOptions(chartColours(theme));
    series.current?.applyOptions(candleColours(theme));
  }, [theme]);

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

  useEffect(() => {
    const target = series.current;
    const styles = library.data?.LineStyle;
    if (!target || !styles) return;
    lines.current.forEach((line) => target.removePriceLine(line));
    lines.current = priceLines.map((line) =>
      target.createPriceLine({
        price: line.price,
        color: line.color,
        lineWidth: 1,
        lineStyle: { solid: styles.Solid, dashed: styles.Dashed, dotted: styles.Dotted }[line.style],
        axisLabelVisible: true,
        title: line.title,
      }),
    );
  }, [priceLines, ready, library.data]);

  const lastTime = candles[candles.length - 1]?.time ?? 0;
  useEffect(() => {
    markerPlugin.current?.setMarkers(shownMarkers(markers, candles, intervalMs));
    // Markers change only when a mark or the last candle changes, not with every tick inside a candle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastTime, markers, intervalMs, ready]);

  return (
    <>
      {/* The library draws into its own box, with its attribution link; the chart is named by an image laid
          over it, which holds nothing focusable (an image with a link inside is no image to assistive tech). */}
      <div css={{ position: 'relative', width: '100%', height }}>
        <div ref={container} css={{ position: 'absolute', inset: 0 }} />
        <div
          role="img"
          aria-label={clientText('CHART_LABEL')}
          css={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
        />
      </div>
      {library.isError ? (
        <div css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <FailurePanel message={clientText('CHART_FAILED')} onRetry={() => void library.refetch()} />
        </div>
      ) : null}
    </>
  );
}
