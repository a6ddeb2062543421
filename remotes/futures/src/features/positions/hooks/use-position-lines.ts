import { positionPriceLines, type ChartPriceLine } from '@bx/chart';
import { useTheme } from '@emotion/react';
import { useMemo } from 'react';

import { isBuySide, sideLabel } from '../../../shared/side-label';
import { useOpenPositions } from '../api/get-open-positions';
import { futuresText } from '../../../shared/futures-text';

const NO_LINES: ChartPriceLine[] = [];

/** The player's positions of the contract as chart lines: each entry, its TP and SL, and where it liquidates. */
export function usePositionLines(futuresOptionId: number, enabled: boolean): ChartPriceLine[] {
  const theme = useTheme();
  const positions = useOpenPositions(enabled).data;
  return useMemo(() => {
    if (!enabled || positions === undefined) return NO_LINES;
    return positions
      .filter((position) => position.futuresOptionId === futuresOptionId)
      .flatMap((position) =>
        positionPriceLines(
          {
            entry: { price: position.entryPrice, title: `${sideLabel(position.side)} ${position.qty}` },
            long: isBuySide(position.side),
            takeProfit: { price: position.takeProfit?.price, title: futuresText('FUT_TYPE_TAKEPROFIT') },
            stopLoss: { price: position.stopLoss?.price, title: futuresText('FUT_TYPE_STOPLOSS') },
            liquidation: { price: position.liquidationPrice, title: futuresText('FUT_LIQ_PRICE') },
          },
          theme.color,
        ),
      );
  }, [enabled, positions, futuresOptionId, theme]);
}
