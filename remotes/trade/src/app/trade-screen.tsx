import type { TradeOption, TradeRound } from '@bx/contracts';
import { clientText, useMe, useSocketReconnects } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import { useCallback, useEffect } from 'react';

import { BetForm, SignInPrompt } from '../features/betting/components/bet-form';
import { loadChartLibrary } from '../features/chart/components/chart-library';
import { ChartPanel } from '../features/chart/components/chart-panel';
import { BetHistory } from '../features/history/components/bet-history';
import { MyCurrentBets } from '../features/history/components/my-current-bets';
import { RecentAllBets } from '../features/history/components/recent-all-bets';
import { RecentRounds } from '../features/history/components/recent-rounds';
import { useTradeOption } from '../features/option/api/get-trade-option';
import { MarketClosed, marketClosedReason } from '../features/option/components/market-closed';
import { isMarketClosed } from '../features/option/utils/market-session';
import { RoundEndAlarm } from '../features/result/components/round-end-alarm';
import { useBetResults } from '../features/result/hooks/use-bet-results';
import { BinaryTransfer } from '../features/wallet-transfer/components/binary-transfer';
import { useCurrentRound } from '../features/round/api/get-current-round';
import { useServerTimeSync } from '../features/round/api/get-server-time-offset';
import { RoundStatus } from '../features/round/components/round-status';
import { useServerClockValue } from '../features/round/hooks/use-server-clock-value';
import { useServerNow } from '../features/round/hooks/use-server-now';
import { isBettable } from '../features/round/utils/round-phase';
import { Panel } from '../shared/panel';
import { Tabs } from '../shared/tabs';

/** One option's screen: loads the option, then composes the features around its running round. */
export function TradeScreen({ optionId, view }: { optionId: number; view: boolean }) {
  const option = useTradeOption(optionId);
  // The chart's library downloads while the option loads, not after; the chart is drawn once both are here.
  useEffect(() => {
    loadChartLibrary().catch(() => undefined);
  }, []);
  if (option.status === 'loading') return <Loader label={clientText('OPTION_LOADING')} />;
  if (option.status === 'error' && option.data === undefined) {
    return <FailurePanel message={option.error} onRetry={option.reload} />;
  }
  return <OptionScreen option={option.data as TradeOption} view={view} />;
}

function OptionScreen({ option, view }: { option: TradeOption; view: boolean }) {
  const reconnects = useSocketReconnects();
  useServerTimeSync(reconnects);
  const { round, lastEvent, loading, error } = useCurrentRound(option.id, reconnects);
  const roundOpen = useServerClockValue(useCallback((now: number) => isBettable(round, now), [round]));
  const closed = useServerClockValue(useCallback((now: number) => isMarketClosed(option, now), [option]));
  const me = useMe();
  const signedIn = !view;
  const betRounds = useBetResults(signedIn, option.id, option.currency);
  const balance = signedIn ? (me?.wallet.BINARY?.point ?? null) : null;
  // Lists follow the round: a new round, a lock, a settlement and each of my bets (the balance moves too).
  // After a reconnect too, as the events that would have refreshed them may have been lost.
  const roundKey = `${lastEvent?.tradeRoundId ?? round?.tradeRoundId ?? 0}:${lastEvent?.phase ?? round?.phase ?? ''}:${reconnects}`;
  const myKey = `${roundKey}:${balance ?? ''}`;

  const tabs = signedIn
    ? [
        {
          id: 'current',
          label: clientText('TAB_CURRENT'),
          render: () => (
            <MyCurrentBets tradeOptionId={option.id} currency={option.currency} refreshKey={myKey} />
          ),
        },
        {
          id: 'rounds',
          label: clientText('TAB_ROUNDS'),
          render: () => <RecentRounds option={option} refreshKey={roundKey} />,
        },
        {
          id: 'history',
          label: clientText('TAB_HISTORY'),
          render: () => (
            <BetHistory tradeOptionId={option.id} currency={option.currency} refreshKey={myKey} />
          ),
        },
      ]
    : [
        {
          id: 'rounds',
          label: clientText('TAB_ROUNDS'),
          render: () => <RecentRounds option={option} refreshKey={roundKey} />,
        },
        {
          id: 'all',
          label: clientText('TAB_ALL_BETS'),
          render: () => (
            <RecentAllBets tradeOptionId={option.id} currency={option.currency} refreshKey={roundKey} />
          ),
        },
      ];

  return (
    <div css={{ paddingTop: 8 }}>
      <Panel label={clientText('PANEL_MARKET')}>
        <ChartPanel
          option={option}
          round={round}
          signedIn={signedIn}
          overChart={signedIn && !closed ? <AlarmClock round={round} betRounds={betRounds} /> : null}
        >
          {closed ? (
            <MarketClosed option={option} />
          ) : (
            <RoundClock option={option} round={round} loading={loading} error={error} />
          )}
        </ChartPanel>
      </Panel>
      <Panel label={clientText(signedIn ? 'BET_FORM' : 'PANEL_SIGN_IN')}>
        {signedIn ? (
          <BetForm
            option={option}
            round={round}
            roundOpen={roundOpen}
            balance={balance}
            closedReason={closed ? marketClosedReason(option) : null}
            balanceAction={<BinaryTransfer />}
          />
        ) : (
          <SignInPrompt />
        )}
      </Panel>
      <Tabs label={clientText('TABS_LABEL')} items={tabs} />
    </div>
  );
}

/**
 * The round's countdowns, the part of the screen that changes four times a second: only it re-renders with
 * the clock, not the chart, the betting form and the lists around it.
 */
function RoundClock({
  option,
  round,
  loading,
  error,
}: {
  option: TradeOption;
  round: TradeRound | null;
  loading: boolean;
  error: string | null;
}) {
  return <RoundStatus option={option} round={round} now={useServerNow()} loading={loading} error={error} />;
}

/**
 * The end alarm of a round the player bet on, over the chart's top edge: it comes in the last seconds of a
 * round, when pushing anything down would move the bet buttons from under the player's finger.
 */
function AlarmClock({ round, betRounds }: { round: TradeRound | null; betRounds: ReadonlySet<number> }) {
  return <RoundEndAlarm round={round} now={useServerNow()} betRounds={betRounds} />;
}
