import { useMe } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { Link, useParams } from 'react-router-dom';

import { CopyRecordList } from '../features/copytrade-records/components/copy-record-list';
import { ProfitShareList } from '../features/copytrade-records/components/profit-share-list';
import { CurrentFollow } from '../features/copytrade-follows/components/current-follow';
import { MyFollowers } from '../features/copytrade-follows/components/my-followers';
import { PastFollows } from '../features/copytrade-follows/components/past-follows';
import { FollowAction } from '../features/copytrade-follow/components/follow-action';
import { FollowForm } from '../features/copytrade-follow/components/follow-form';
import { useMyTraderProfile } from '../features/copytrade-traders/api/get-my-trader-profile';
import { ProfitShareForm } from '../features/copytrade-traders/components/profit-share-form';
import { TraderName } from '../features/copytrade-traders/components/trader-name';
import { TraderTrades } from '../features/copytrade-traders/components/trader-trades';
import { TraderProfile } from '../features/copytrade-traders/components/trader-profile';
import { TraderRanking } from '../features/copytrade-traders/components/trader-ranking';
import { useOpenPositions } from '../features/positions/api/get-open-positions';
import { useFuturesEvents } from '../features/realtime/hooks/use-futures-events';
import { useMyFollow } from '../shared/api/get-my-follow';

import { CopyPage, CopySection, WithTrader } from './copytrade-page';
import { futuresText } from '../shared/futures-text';

/**
 * The copy trading screens by route id (loaded apart from the order screen and its chart). Each hears the
 * player's futures queue, so a copy's fill, its position and a skipped copy show and update the lists here too.
 */
export default function CopyTradeScreens({ routeId }: { routeId: string }) {
  useFuturesEvents(true);
  const traderId = Number(useParams().id);
  switch (routeId) {
    case 'copytrade.trader':
      return <TraderScreen key={traderId} traderId={traderId} />;
    case 'copytrade.follow':
      return <FollowScreen key={traderId} traderId={traderId} />;
    case 'copytrade.my':
      return <MyFollowsScreen />;
    case 'copytrade.history':
      return <CopyHistoryScreen />;
    default:
      return <RankingScreen />;
  }
}

/** The trader the player follows, marked in the lists; none for a TRADER, who follows no one. */
function useFollowedTraderId(): number | null {
  const isTrader = useMe()?.role === 'TRADER';
  return useMyFollow(!isTrader).data?.traderId ?? null;
}

/** /copytrade: the ways to the player's follows and copy records, over the trader ranking. */
function RankingScreen() {
  const theme = useTheme();
  const link = (to: string, label: string) => (
    <Link
      to={to}
      css={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 40,
        borderRadius: theme.radius,
        border: `1px solid ${theme.color.border}`,
        color: theme.color.text,
        fontSize: 14,
        fontWeight: 700,
        textDecoration: 'none',
      }}
    >
      {label}
    </Link>
  );
  return (
    <CopyPage title={futuresText('CT_TITLE')}>
      <nav
        aria-label={futuresText('CT_TITLE')}
        css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}
      >
        {link('/copytrade/my', futuresText('CT_TITLE_MY'))}
        {link('/copytrade/history', futuresText('CT_TITLE_HISTORY'))}
      </nav>
      <TraderRanking followedTraderId={useFollowedTraderId()} />
    </CopyPage>
  );
}

/**
 * /copytrade/trader/:id: the trader's figures with follow or unfollow, then their recent positions; a trader that
 * does not exist, the way back to the traders.
 */
function TraderScreen({ traderId }: { traderId: number }) {
  const followed = useFollowedTraderId();
  return (
    <CopyPage title={futuresText('CT_TITLE_TRADER')}>
      <WithTrader traderId={traderId}>
        {(trader) => (
          <>
            <TraderProfile
              trader={trader}
              following={followed === trader.id}
              action={<FollowAction trader={trader} />}
            />
            <CopySection title={futuresText('CT_TRADER_TRADES')}>
              <TraderTrades traderId={traderId} />
            </CopySection>
          </>
        )}
      </WithTrader>
    </CopyPage>
  );
}

/** /copytrade/follow/:id: the trader's name and badges over the follow form. */
function FollowScreen({ traderId }: { traderId: number }) {
  const positions = useOpenPositions().data;
  return (
    <CopyPage title={futuresText('CT_TITLE_FOLLOW')}>
      <WithTrader traderId={traderId}>
        {(trader) => (
          <>
            <TraderName trader={trader} following={false} />
            <FollowForm
              trader={trader}
              hasOpenPosition={positions === undefined ? null : positions.length > 0}
            />
          </>
        )}
      </WithTrader>
    </CopyPage>
  );
}

/**
 * /copytrade/my: a player's current follow and past follows; a TRADER's own profile with their profit share,
 * their followers, each of whom they may remove, and the profit shares they received.
 */
function MyFollowsScreen() {
  const me = useMe();
  if (me === null) return null;
  return (
    <CopyPage title={futuresText('CT_TITLE_MY')}>
      {me.role === 'TRADER' ? (
        <>
          <MyTraderProfile />
          <CopySection title={futuresText('CT_MY_FOLLOWERS')}>
            <MyFollowers />
          </CopySection>
          <CopySection title={futuresText('CT_SHARES')}>
            <ProfitShareList asTrader />
          </CopySection>
        </>
      ) : (
        <>
          <CurrentFollow />
          <CopySection title={futuresText('CT_PAST_FOLLOWS')}>
            <PastFollows />
          </CopySection>
        </>
      )}
    </CopyPage>
  );
}

function MyTraderProfile() {
  const profile = useMyTraderProfile().data;
  return profile === undefined ? null : (
    <TraderProfile
      trader={profile}
      following={false}
      action={<ProfitShareForm key={profile.profitSharePer} trader={profile} />}
    />
  );
}

/**
 * /copytrade/history: the copy records, with a close for a copied position still held; then the profit shares
 * paid (a TRADER's received).
 */
function CopyHistoryScreen() {
  const positions = useOpenPositions().data ?? [];
  const openOptionIds = new Set(positions.map((position) => position.futuresOptionId));
  const isTrader = useMe()?.role === 'TRADER';
  return (
    <CopyPage title={futuresText('CT_TITLE_HISTORY')}>
      <CopyRecordList openOptionIds={openOptionIds} />
      <CopySection title={futuresText('CT_SHARES')}>
        <ProfitShareList asTrader={isTrader} />
      </CopySection>
    </CopyPage>
  );
}
