import { KLINE_INTERVAL_MS, type TradeOption, type TradeRound } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { FailurePanel } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { useLiveCandles } from '../hooks/use-live-candles';
import { useMyBetMarks } from '../hooks/use-my-bet-marks';
import { intervalFor } from '../utils/candles';

import { CandleChart } from './candle-chart';
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
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <PriceTicker option={option} last={live.last} />
      {children}
      <div css={{ position: 'relative', borderRadius: theme.radius, overflow: 'hidden' }}>
        <CandleChart
          candles={live.candles}
          round={round}
          myBets={myBets}
          precision={option.precision}
          intervalMs={KLINE_INTERVAL_MS[interval]}
          height={CHART_HEIGHT}
        />
        {overChart ? (
          <div css={{ position: 'absolute', top: 6, left: 6, right: 6, zIndex: 3, pointerEvents: 'none' }}>
            {overChart}
          </div>
        ) : null}
        {live.error !== null && !live.historyLoaded ? (
          <div
            css={{
              position: 'absolute',
              inset: 0,
              background: '#0f1115dd',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <FailurePanel message={`${clientText('CHART_FAILED')} ${live.error}`} onRetry={live.retry} />
          </div>
        ) : null}
        {live.error === null && !live.historyLoaded && live.candles.length === 0 ? (
          <div
            role="status"
            css={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              color: theme.color.textMuted,
              fontSize: 13,
            }}
          >
            {clientText('CHART_LOADING')}
          </div>
        ) : null}
      </div>
    </div>
  );
}
