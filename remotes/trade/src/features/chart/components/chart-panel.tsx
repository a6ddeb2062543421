import { KLINE_INTERVAL_MS, type TradeOption, type TradeRound } from '@bx/contracts';
import { LiveChartBox, useLiveCandles } from '@bx/chart';
import { useTheme } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';

import { useMyBetMarks } from '../hooks/use-my-bet-marks';
import { intervalFor } from '../utils/chart-interval';
import { roundMarkers, roundPriceLines } from '../utils/chart-marks';

import { PriceTicker } from './price-ticker';

/**
 * The chart's height from the viewport: what a 780 px tall phone has left once the header, the round, the
 * bet form and the footer are placed (so the bet buttons show without scrolling), more on taller screens,
 * never under a readable 120 px nor over 260 px.
 */
const CHART_HEIGHT = 'clamp(120px, 100dvh - 640px, 260px)';

/**
 * The option's live price and chart from one subscription to its stock; `children` (the round status) sits
 * between the two, where a phone shows it without scrolling, and `overChart` (a passing notice) lies over
 * the chart's top edge, moving nothing. A signed-in player's own bets are marked on the chart, in view at
 * the top of the screen. The chart takes what height the phone can spare above the bet buttons.
 */
export function ChartPanel({
  option,
  round,
  signedIn = false,
  children,
  overChart,
}: {
  option: TradeOption;
  round: TradeRound | null;
  /** False on the visitor routes: no user queue, no bet marks. */
  signedIn?: boolean;
  children?: ReactNode;
  overChart?: ReactNode;
}) {
  const theme = useTheme();
  const interval = intervalFor(option.roundSeconds);
  const live = useLiveCandles(option.stock, interval);
  const myBets = useMyBetMarks(signedIn, option.id);
  const markers = useMemo(() => roundMarkers(round, myBets, theme), [round, myBets, theme]);
  const lockPrice = round?.lockPrice ?? null;
  const closePrice = round?.closePrice ?? null;
  const priceLines = useMemo(
    () => roundPriceLines(round, theme),
    // Only the two prices draw lines: a round's other changes leave them be.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lockPrice, closePrice, theme],
  );
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <PriceTicker option={option} last={live.last} />
      {children}
      <LiveChartBox
        live={live}
        precision={option.precision}
        intervalMs={KLINE_INTERVAL_MS[interval]}
        height={CHART_HEIGHT}
        priceLines={priceLines}
        markers={markers}
        overChart={overChart}
      />
    </div>
  );
}
