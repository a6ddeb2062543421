import { clientText } from '@bx/platform';
import { FailurePanel } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { CandleChart, type ChartMarker, type ChartPriceLine } from './candle-chart';
import type { LiveCandles } from './use-live-candles';

/**
 * The live chart in its box: a loading line until the first candles, the history's failure with a retry,
 * and `overChart` (a passing notice) over the chart's top edge, moving nothing.
 */
export function LiveChartBox({
  live,
  precision,
  intervalMs,
  height,
  priceLines,
  markers,
  overChart,
}: {
  live: LiveCandles;
  precision: number;
  intervalMs: number;
  /** A CSS length: pixels, or a clamp() on the viewport. */
  height: number | string;
  priceLines?: readonly ChartPriceLine[];
  markers?: readonly ChartMarker[];
  overChart?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div css={{ position: 'relative', borderRadius: theme.radius, overflow: 'hidden' }}>
      <CandleChart
        candles={live.candles}
        priceLines={priceLines}
        markers={markers}
        precision={precision}
        intervalMs={intervalMs}
        height={height}
      />
      {overChart ? (
        <div css={{ position: 'absolute', top: 6, left: 6, right: 6, zIndex: 3, pointerEvents: 'none' }}>
          {overChart}
        </div>
      ) : null}
      {live.error !== null && !live.historyLoaded ? (
        <div
          css={{
            position: 'absolute',
            inset: 0,
            background: `${theme.color.background}dd`,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <FailurePanel message={`${clientText('CHART_FAILED')} ${live.error}`} onRetry={live.retry} />
        </div>
      ) : null}
      {live.error === null && !live.historyLoaded && live.candles.length === 0 ? (
        <div
          role="status"
          css={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: theme.color.textMuted,
            fontSize: 13,
          }}
        >
          {clientText('CHART_LOADING')}
        </div>
      ) : null}
    </div>
  );
}
