import { KLINE_INTERVAL_MS, type KlineInterval, type OverseaOptionDetail } from '@bx/contracts';
import { LiveChartBox, type ChartPriceLine, type LiveCandles } from '@bx/chart';
import { clientText } from '@bx/platform';
import { Panel } from '@bx/ui';

import { OptionHeader } from './option-header';

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
    <Panel label={clientText('OVERSEA_MARKET')}>
      <div css={{ display: 'grid', gap: 8 }}>
        <OptionHeader option={option} last={live.last} />
        <LiveChartBox
          live={live}
          precision={option.precision}
          intervalMs={KLINE_INTERVAL_MS[OVERSEA_INTERVAL]}
          height={CHART_HEIGHT}
          priceLines={priceLines}
        />
      </div>
    </Panel>
  );
}
