import { formatAmount, type TradeRound } from '@bx/contracts';
import type { ChartMarker, ChartPriceLine } from '@bx/chart';
import type { AppTheme } from '@bx/ui';

import { sideLabel } from '../../../shared/side-label';
import type { BetMark } from '../hooks/use-my-bet-marks';
import { tradeText } from '../../../shared/trade-text';

/**
 * My bets and the round's lock and close instants as chart markers: a bet of mine on the buy side points up
 * under its candle, on the sell side down over it.
 */
export function roundMarkers(
  round: TradeRound | null,
  myBets: readonly BetMark[],
  theme: AppTheme,
): ChartMarker[] {
  const markers: ChartMarker[] = myBets.map((bet) => ({
    time: bet.createdAt,
    position: bet.type === 'B' ? 'belowBar' : 'aboveBar',
    shape: bet.type === 'B' ? 'arrowUp' : 'arrowDown',
    color: bet.type === 'B' ? theme.color.buy : theme.color.sell,
    text: tradeText('CHART_MY_BET', { side: sideLabel(bet.type), amount: formatAmount(bet.point) }),
  }));
  if (!round) return markers;
  markers.push(
    {
      time: round.lockAt,
      position: 'aboveBar',
      shape: 'arrowDown',
      color: theme.color.accent,
      text: tradeText('CHART_LOCK'),
    },
    {
      time: round.closeAt,
      position: 'aboveBar',
      shape: 'circle',
      color: theme.color.text,
      text: tradeText('CHART_CLOSE'),
    },
  );
  return markers;
}

/** The round's lock price (dashed) and close price (dotted) as price lines, once each is known. */
export function roundPriceLines(round: TradeRound | null, theme: AppTheme): ChartPriceLine[] {
  const lines: ChartPriceLine[] = [];
  if (round?.lockPrice != null) {
    lines.push({
      price: Number(round.lockPrice),
      title: tradeText('CHART_ENTRY_LINE'),
      color: theme.color.accent,
      style: 'dashed',
    });
  }
  if (round?.closePrice != null) {
    lines.push({
      price: Number(round.closePrice),
      title: tradeText('CHART_CLOSE_LINE'),
      color: theme.color.text,
      style: 'dotted',
    });
  }
  return lines;
}
