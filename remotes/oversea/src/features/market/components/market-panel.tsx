import type { KlineInterval, OverseaOptionDetail } from '@bx/contracts';
import { MarketChartPanel, type ChartPriceLine, type LiveCandles } from '@bx/chart';

import { OptionHeader } from './option-header';
import { overseaText } from '../../../shared/oversea-text';

/** Second candles: a quick-order screen follows the last minutes, where TP/SL in ticks play out. */
export const OVERSEA_INTERVAL: KlineInterval = '1s';

/**
 * What the order buttons leave a 780 px phone: the header, the cross data, the buttons and the footer take
 * the rest, so the buttons show without scrolling; more on taller screens, never under 120 px nor over 240.
 */
const CHART_HEIGHT = 'clamp(120px, 100dvh - 620px, 240px)';

/** The option's name, live last price and change over its live chart, with the player's price lines. */
export function MarketPanel({
  option,
  live,
  priceLines,
}: {
  option: OverseaOptionDetail;
  live: LiveCandles;
  priceLines?: readonly ChartPriceLine[];
}) {
  return (
    <MarketChartPanel
      label={overseaText('OVERSEA_MARKET')}
      header={<OptionHeader option={option} last={live.last} />}
      live={live}
      precision={option.precision}
      interval={OVERSEA_INTERVAL}
      height={CHART_HEIGHT}
      priceLines={priceLines}
    />
  );
}
