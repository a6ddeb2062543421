import type { FuturesOptionDetail, KlineInterval } from '@bx/contracts';
import { MarketChartPanel, type ChartPriceLine, type LiveCandles } from '@bx/chart';

import { OptionHeader } from './option-header';
import { futuresText } from '../../../shared/futures-text';

/** Minute candles: a perpetual is held for minutes to days, and a minute shows the moves a stop would catch. */
export const FUTURES_INTERVAL: KlineInterval = '1m';

/** The form under the chart is tall: the chart keeps to a band so the side buttons stay near the first screen. */
const CHART_HEIGHT = 'clamp(140px, 100dvh - 640px, 260px)';

/** The contract's header over its live chart, with the player's entry and TP/SL lines. */
export function MarketPanel({
  option,
  live,
  priceLines,
}: {
  option: FuturesOptionDetail;
  live: LiveCandles;
  priceLines?: readonly ChartPriceLine[];
}) {
  return (
    <MarketChartPanel
      label={futuresText('FUT_MARKET')}
      header={<OptionHeader option={option} last={live.last} />}
      live={live}
      precision={option.precision}
      interval={FUTURES_INTERVAL}
      height={CHART_HEIGHT}
      priceLines={priceLines}
    />
  );
}
