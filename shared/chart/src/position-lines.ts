import type { AppTheme } from '@bx/ui';

import type { ChartPriceLine } from './candle-chart';

/** A price of a position and the title its line takes on the chart; no price, no line. */
interface TitledPrice {
  price: string | null | undefined;
  title: string;
}

/** What an open position shows on the chart; `liquidation` where the market has one. */
export interface PositionLinePrices {
  entry: TitledPrice & { price: string };
  /** A long position's entry takes the buy colour, a short one's the sell colour. */
  long: boolean;
  takeProfit: TitledPrice;
  stopLoss: TitledPrice;
  liquidation?: TitledPrice;
}

/**
 * An open position as chart lines: its entry solid in its side's colour, then dashed its take-profit (accent),
 * stop-loss (muted) and liquidation (danger) where it has them.
 */
export function positionPriceLines(prices: PositionLinePrices, color: AppTheme['color']): ChartPriceLine[] {
  const line = ({ price, title }: TitledPrice, lineColor: string, style: ChartPriceLine['style']) =>
    price === null || price === undefined ? [] : [{ price: Number(price), title, color: lineColor, style }];
  return [
    ...line(prices.entry, prices.long ? color.buy : color.sell, 'solid'),
    ...line(prices.takeProfit, color.accent, 'dashed'),
    ...line(prices.stopLoss, color.textMuted, 'dashed'),
    ...(prices.liquidation ? line(prices.liquidation, color.danger, 'dashed') : []),
  ];
}
