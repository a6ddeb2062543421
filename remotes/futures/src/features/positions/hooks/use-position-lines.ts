import type { ChartPriceLine } from '@bx/chart';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useMemo } from 'react';

import { isBuySide, sideLabel } from '../../../shared/side-label';
import { useOpenPositions } from '../api/get-open-positions';

const NO_LINES: ChartPriceLine[] = [];

/** The player's positions of the contract as chart lines: each entry, its TP and SL, and where it liquidates. */
export function usePositionLines(futuresOptionId: number, enabled: boolean): ChartPriceLine[] {
  const theme = useTheme();
  const positions = useOpenPositions(enabled).data;
  return useMemo(() => {
    if (!enabled || positions === undefined) return NO_LINES;
    return positions
      .filter((position) => position.futuresOptionId === futuresOptionId)
      .flatMap((position): ChartPriceLine[] => {
        const line = (
          price: string | null | undefined,
          title: string,
          color: string,
          style: 'solid' | 'dashed',
        ) => (price === null || price === undefined ? [] : [{ price: Number(price), title, color, style }]);
        return [
          ...line(
            position.entryPrice,
            `${sideLabel(position.side)} ${position.qty}`,
            isBuySide(position.side) ? theme.color.buy : theme.color.sell,
            'solid',
          ),
          ...line(
            position.takeProfit?.price,
            clientText('FUT_TYPE_TAKEPROFIT'),
            theme.color.accent,
            'dashed',
          ),
          ...line(position.stopLoss?.price, clientText('FUT_TYPE_STOPLOSS'), theme.color.textMuted, 'dashed'),
          ...line(position.liquidationPrice, clientText('FUT_LIQ_PRICE'), theme.color.danger, 'dashed'),
        ];
      });
  }, [enabled, positions, futuresOptionId, theme]);
}
