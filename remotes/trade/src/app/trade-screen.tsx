import type { TradeOption, TradeRound } from '@bx/contracts';
import { useMe, useSocketReconnects } from '@bx/platform';
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
  if (option.status === 'loading') return <Loader label="종목을 불러오는 중" />;
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
          label: '진행 베팅',
          render: () => (
            <MyCurrentBets tradeOptionId={option.id} currency={option.currency} refreshKey={myKey} />
          ),
        },
        {
          id: 'rounds',
          label: '최근 회차',
          render: () => <RecentRounds option={option} refreshKey={roundKey} />,
        },
        {
          id: 'history',
          label: '베팅 내역',
          render: () => (
            <BetHistory tradeOptionId={option.id} currency={option.currency} refreshKey={myKey} />
          ),
        },
      ]
    : [
        {
          id: 'rounds',
          label: '최근 회차',
          render: () => <RecentRounds option={option} refreshKey={roundKey} />,
        },
        {
          id: 'all',
          label: '실시간 베팅',
          render: () => (
            <RecentAllBets tradeOptionId={option.id} currency={option.currency} refreshKey={roundKey} />
          ),
        },
      ];

  return (
    <div css={{ paddingTop: 12 }}>
      <Panel label="시세">
        <ChartPanel option={option} round={round} signedIn={signedIn}>
          {closed ? (
            <MarketClosed option={option} />
          ) : (
            <RoundClock
              option={option}
              round={round}
              loading={loading}
              error={error}
              betRounds={signedIn ? betRounds : null}
            />
          )}
        </ChartPanel>
      </Panel>
      <Panel label={signedIn ? '베팅' : '로그인 안내'}>
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
      <Tabs label="회차와 내역" items={tabs} />
    </div>
  );
}

/** The end alarm's line: 13 px text with 6 px padding above and below. */
const ALARM_SLOT_HEIGHT = 30;

/**
 * The round's countdowns and its end alarm, the parts of the screen that change four times a second: only
 * they re-render with the clock, not the chart, the betting form and the lists around them.
 */
function RoundClock({
  option,
  round,
  loading,
  error,
  betRounds,
}: {
  option: TradeOption;
  round: TradeRound | null;
  loading: boolean;
  error: string | null;
  /** The rounds the player bet on, for the alarm; null for a visitor, who gets none. */
  betRounds: ReadonlySet<number> | null;
}) {
  const now = useServerNow();
  return (
    <>
      <RoundStatus option={option} round={round} now={now} loading={loading} error={error} />
      {/* A slot the alarm's height, kept while it is silent: it comes in the last seconds of a round, when
          pushing the bet buttons down would move them from under the player's finger. */}
      {betRounds ? (
        <div css={{ height: ALARM_SLOT_HEIGHT }}>
          <RoundEndAlarm round={round} now={now} betRounds={betRounds} />
        </div>
      ) : null}
    </>
  );
}
