import { useOptionPositionLines, type ChartPriceLine, type PositionLineSource } from '@bx/chart';
import type { OverseaPosition } from '@bx/contracts';

import { sideLabel } from '../../../shared/side-label';
import { useOpenPositions } from '../api/get-open-positions';
import { overseaText } from '../../../shared/oversea-text';

/** An overseas position on the chart: its entry, and its take-profit and stop-loss (no liquidation price). */
const OVERSEA_LINES: PositionLineSource<OverseaPosition> = {
  optionIdOf: (position) => position.overseaOptionId,
  pricesOf: (position) => ({
    entry: { price: position.entryPrice, title: `${sideLabel(position.side)} ${position.qty}` },
    long: position.side === 'LONG',
    takeProfit: { price: position.tpPrice, title: overseaText('OVERSEA_CHART_TP') },
    stopLoss: { price: position.slPrice, title: overseaText('OVERSEA_CHART_SL') },
  }),
};

/** The player's positions of the option as chart lines; none on the visitor view (`enabled` false). */
export function usePositionLines(overseaOptionId: number, enabled: boolean): ChartPriceLine[] {
  const positions = useOpenPositions(enabled).data;
  return useOptionPositionLines(enabled ? positions : undefined, overseaOptionId, OVERSEA_LINES);
}
