import type { Time } from 'lightweight-charts';

import { formatClock } from './format-clock';

/**
 * How every candle chart is made. On a phone's narrow price axis: a tick label is drawn only when it fits whole
 * (none cut at the top or bottom edge), and the series does not pin its last price on the axis, where the tag
 * covered the tick labels around it; the screen's ticker above the chart shows that price, and the dotted
 * line still marks it across the candles.
 */
export function chartOptions(fontFamily: string) {
  return {
    autoSize: true,
    layout: { fontSize: 11, fontFamily },
    // Room above the highest candle, so a price line's label there is not cut.
    rightPriceScale: { scaleMargins: { top: 0.15, bottom: 0.1 }, entireTextOnly: true },
    timeScale: {
      timeVisible: true,
      secondsVisible: true,
      rightOffset: 4,
      tickMarkFormatter: (time: Time) => formatClock(Number(time) * 1000),
    },
    localization: { locale: 'ko-KR', timeFormatter: (time: Time) => formatClock(Number(time) * 1000) },
    handleScale: { axisPressedMouseMove: false },
  };
}

/** The candle series: its last price marked by the dotted line only (see chartOptions). */
export const CANDLE_SERIES_OPTIONS = { lastValueVisible: false, priceLineVisible: true } as const;
