import { useOptionPositionLines, type ChartPriceLine, type PositionLineSource } from '@bx/chart';
import type { FuturesPosition } from '@bx/contracts';

import { isBuySide, sideLabel } from '../../../shared/side-label';
import { useOpenPositions } from '../api/get-open-positions';
import { futuresText } from '../../../shared/futures-text';

/** A futures position on the chart: its entry, its TP and SL, and where it liquidates. */
const FUTURES_LINES: PositionLineSource<FuturesPosition> = {
  optionIdOf: (position) => position.futuresOptionId,
  pricesOf: (position) => ({
    entry: { price: position.entryPrice, title: `${sideLabel(position.side)} ${position.qty}` },
    long: isBuySide(position.side),
    takeProfit: { price: position.takeProfit?.price, title: futuresText('FUT_TYPE_TAKEPROFIT') },
    stopLoss: { price: position.stopLoss?.price, title: futuresText('FUT_TYPE_STOPLOSS') },
    liquidation: { price: position.liquidationPrice, title: futuresText('FUT_LIQ_PRICE') },
  }),
};

/** The player's positions of the contract as chart lines; none on the visitor view (`enabled` false). */
export function usePositionLines(futuresOptionId: number, enabled: boolean): ChartPriceLine[] {
  const positions = useOpenPositions(enabled).data;
  return useOptionPositionLines(enabled ? positions : undefined, futuresOptionId, FUTURES_LINES);
}
