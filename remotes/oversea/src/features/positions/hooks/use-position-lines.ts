import { positionPriceLines, type ChartPriceLine } from '@bx/chart';
import { useTheme } from '@emotion/react';
import { useMemo } from 'react';

import { sideLabel } from '../../../shared/side-label';
import { useOpenPositions } from '../api/get-open-positions';
import { overseaText } from '../../../shared/oversea-text';

const NO_LINES: ChartPriceLine[] = [];

/** The player's positions of the option as chart lines: each entry, and its take-profit and stop-loss. */
export function usePositionLines(overseaOptionId: number, enabled: boolean): ChartPriceLine[] {
  const theme = useTheme();
  const positions = useOpenPositions(enabled).data;
  return useMemo(() => {
    if (!enabled || positions === undefined) return NO_LINES;
    return positions
      .filter((position) => position.overseaOptionId === overseaOptionId)
      .flatMap((position) =>
        positionPriceLines(
          {
            entry: { price: position.entryPrice, title: `${sideLabel(position.side)} ${position.qty}` },
            long: position.side === 'LONG',
            takeProfit: { price: position.tpPrice, title: overseaText('OVERSEA_CHART_TP') },
            stopLoss: { price: position.slPrice, title: overseaText('OVERSEA_CHART_SL') },
          },
          theme.color,
        ),
      );
  }, [enabled, positions, overseaOptionId, theme]);
}
