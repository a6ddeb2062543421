import { KLINE_INTERVAL_MS, type KlineInterval } from '@bx/contracts';
import { Panel } from '@bx/ui';
import type { ReactNode } from 'react';

import type { ChartPriceLine } from './candle-chart';
import { LiveChartBox } from './live-chart-box';
import type { LiveCandles } from './use-live-candles';

/** A trading screen's market block: `header` (the market's name and live quote) over its live chart. */
export function MarketChartPanel({
  label,
  header,
  live,
  precision,
  interval,
  height,
  priceLines,
}: {
  /** The block's accessible name. */
  label: string;
  header: ReactNode;
  live: LiveCandles;
  precision: number;
  interval: KlineInterval;
  /** A CSS length: pixels, or a clamp() on the viewport. */
  height: number | string;
  priceLines?: readonly ChartPriceLine[];
}) {
  return (
    <Panel label={label}>
      <div css={{ display: 'grid', gap: 8 }}>
        {header}
        <LiveChartBox
          live={live}
          precision={precision}
          intervalMs={KLINE_INTERVAL_MS[interval]}
          height={height}
          priceLines={priceLines}
        />
      </div>
    </Panel>
  );
}
