import { useTheme } from '@emotion/react';
import { useMemo } from 'react';

import type { ChartPriceLine } from './candle-chart';
import { positionPriceLines, type PositionLinePrices } from './position-lines';

/** How an area's positions are drawn: the option each is of, and its prices with their titles. */
export interface PositionLineSource<P> {
  optionIdOf: (position: P) => number;
  pricesOf: (position: P) => PositionLinePrices;
}

const NO_LINES: ChartPriceLine[] = [];

/**
 * The player's open positions of one option as chart lines (`positionPriceLines`), none while `positions` is
 * not loaded. `source` is a module constant of the area, so the lines are drawn again only when a position,
 * the option or the theme changes.
 */
export function useOptionPositionLines<P>(
  positions: readonly P[] | undefined,
  optionId: number,
  source: PositionLineSource<P>,
): ChartPriceLine[] {
  const theme = useTheme();
  return useMemo(() => {
    if (positions === undefined) return NO_LINES;
    return positions
      .filter((position) => source.optionIdOf(position) === optionId)
      .flatMap((position) => positionPriceLines(source.pricesOf(position), theme.color));
  }, [positions, optionId, source, theme]);
}
