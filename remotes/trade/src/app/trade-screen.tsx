import { isNotFound, NotFoundPanel, SignInPrompt } from '@bx/app-kit';
import type { TradeOption, TradeRound } from '@bx/contracts';
import { problemText, queryState, useMe } from '@bx/platform';
import { BuildTag, FailurePanel, Loader, Panel } from '@bx/ui';
import { useCallback } from 'react';

import { BetForm } from '../features/betting/components/bet-form';
import { useChartLibrary, useKlineHistory } from '@bx/chart';
import { ChartPanel } from '../features/chart/components/chart-panel';
import { intervalFor } from '../features/chart/utils/chart-interval';
import { BetHistory } from '../features/history/components/bet-history';
import { MyCurrentBets } from '../features/history/components/my-current-bets';
import { RecentAllBets } from '../features/history/components/recent-all-bets';
import { RecentRounds } from '../features/history/components/recent-rounds';
import { useTradeOption } from '../features/option/api/get-trade-option';
import { MarketClosed, marketClosedReason } from '../features/option/components/market-closed';
import { useListedOption } from '../features/option/hooks/use-listed-option';
import { isMarketClosed } from '../features/option/utils/market-session';
import { RoundEndAlarm } from '../features/result/components/round-end-alarm';
import { useBetResults } from '../features/result/hooks/use-bet-results';
import { BinaryTransfer } from '../features/wallet-transfer/components/binary-transfer';
import { useCurrentRound, type CurrentRoundState } from '../features/round/api/get-current-round';
import { useServerOffset } from '../features/round/api/get-server-time-offset';
import { RoundStatus } from '../features/round/components/round-status';
import { useServerClockValue } from '../features/round/hooks/use-server-clock-value';
import { useServerNow } from '../features/round/hooks/use-server-now';
import { isBettable } from '../features/round/utils/round-phase';
import { Tabs } from '../shared/tabs';
import { tradeText } from '../shared/trade-text';

/**
 * One option's screen. The option, its round and the server clock need only the option's id, so the three
 * are asked for side by side, not one after another.
 */
export function TradeScreen({ optionId, view }: { optionId: number; view: boolean }) {
  const option = useTradeOption(optionId);
  const currentRound = useCurrentRound(optionId);
  const loaded = queryState(option);
  return (
    <>
      <EarlyRequests optionId={optionId} option={option.data} />
      {loaded.status === 'loading' ? <Loader label={tradeText('OPTION_LOADING')} /> : null}
      {loaded.status === 'failed' && isNotFound(option.error) ? (
        <NotFoundPanel
          message={tradeText('OPTION_NOT_FOUND_SCREEN')}
          exitTo={view ? '/exchangeView' : '/exchange'}
          exitLabel={tradeText('OPTION_NOT_FOUND_EXIT')}
        />
      ) : null}
      {loaded.status === 'failed' && !isNotFound(option.error) ? (
        <FailurePanel message={problemText(option.error)} onRetry={loaded.retry} />
      ) : null}
      {loaded.status === 'ready' ? (
        <OptionScreen option={loaded.data} view={view} currentRound={currentRound} />
      ) : null}
    </>
  );
}

/**
 * Starts what the screen draws later: the server clock, the chart's library and the chart's history. A
 * component of its own that draws nothing, so their answers arriving re-render only it, not the screen.
 */
function EarlyRequests({ optionId, option }: { optionId: number; option: TradeOption | undefined }) {
  useServerOffset();
  useChartLibrary();
  const listed = useListedOption(optionId);
  // The stock from the header's option list when it is there, else from the option once it arrives.
  const known = option ?? listed;
  useKlineHistory(known?.stock, intervalFor(known?.roundSeconds ?? 0));
  return null;
}

function OptionScreen({
  option,
  view,
  currentRound: { round, loading, error },
}: {
  option: TradeOption;
  view: boolean;
  currentRound: CurrentRoundState;
}) {
  const roundOpen = useServerClockValue(useCallback((now: number) => isBettable(round, now), [round]));
  const closed = useServerClockValue(useCallback((now: number) => isMarketClosed(option, now), [option]));
  const me = useMe();
  const signedIn = !view;
  const betRounds = useBetResults(signedIn, option.id);
  const balance = signedIn ? (me?.wallet.BINARY?.point ?? null) : null;

  const tabs = signedIn
    ? [
        {
          id: 'current',
          label: tradeText('TAB_CURRENT'),
          render: () => <MyCurrentBets tradeOptionId={option.id} currency={option.currency} />,
        },
        {
          id: 'rounds',
          label: tradeText('TAB_ROUNDS'),
          render: () => <RecentRounds option={option} />,
        },
        {
          id: 'history',
          label: tradeText('TAB_HISTORY'),
          render: () => <BetHistory tradeOptionId={option.id} currency={option.currency} />,
        },
      ]
    : [
        {
          id: 'rounds',
          label: tradeText('TAB_ROUNDS'),
          render: () => <RecentRounds option={option} />,
        },
        {
          id: 'all',
          label: tradeText('TAB_ALL_BETS'),
          render: () => <RecentAllBets tradeOptionId={option.id} currency={option.currency} />,
        },
      ];

  return (
    <div css={{ paddingTop: 8 }}>
      <Panel label={tradeText('PANEL_MARKET')}>
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
      <Panel label={tradeText(signedIn ? 'BET_FORM' : 'PANEL_SIGN_IN')}>
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
          <SignInPrompt note={tradeText('BET_SIGN_IN_NOTE')} action={tradeText('BET_SIGN_IN')} />
        )}
      </Panel>
      <Tabs label={tradeText('TABS_LABEL')} items={tabs} />
      <BuildTag tag={process.env.BX_BUILD_TAG} />
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
