import type { TradeOption, TradeRound } from '@bx/contracts';
import { FailurePanel } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import { useLiveCandles } from '../hooks/use-live-candles';
import { useMyBetMarks } from '../hooks/use-my-bet-marks';
import { INTERVAL_MS, intervalFor } from '../utils/candles';

import { CandleChart } from './candle-chart';
import { PriceTicker } from './price-ticker';

/**
 * The option's live price and chart from one subscription to its stock; `children` (the round status) sits
 * between the two, where a phone shows it without scrolling. A signed-in player's own bets are marked on
 * the chart, in view at the top of the screen.
 */
export function ChartPanel({
  option,
  round,
  signedIn = false,
  children,
}: {
  option: TradeOption;
  round: TradeRound | null;
  /** False on the visitor routes: no user queue, no bet marks. */
  signedIn?: boolean;
  children?: ReactNode;
}) {
  const theme = useTheme();
  const interval = intervalFor(option.roundSeconds);
  const live = useLiveCandles(option.stock, interval);
  const myBets = useMyBetMarks(signedIn, option.id);
  return (
    <div css={{ display: 'grid', gap: 10 }}>
      <PriceTicker option={option} last={live.last} />
      {children}
      <div css={{ position: 'relative', borderRadius: theme.radius, overflow: 'hidden' }}>
        <CandleChart
          candles={live.candles}
          round={round}
          myBets={myBets}
          precision={option.precision}
          intervalMs={INTERVAL_MS[interval]}
        />
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
            <FailurePanel message={`차트를 불러오지 못했습니다. ${live.error}`} onRetry={live.retry} />
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
            차트를 불러오는 중
          </div>
        ) : null}
      </div>
    </div>
  );
}
