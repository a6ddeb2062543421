import { useSiteInfo } from '@bx/platform';
import { CoinLogo, Loader, TabBar, cardStyle, coinName, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';

import { useCoinAddress } from '../features/coin-deposit/api/get-coin-address';
import { DepositAddress } from '../features/coin-deposit/components/deposit-address';
import { ExchangeForm } from '../features/coin-exchange/components/exchange-form';
import { SendForm } from '../features/coin-send/components/send-form';
import { CoinWithdrawForm } from '../features/coin-withdraw/components/coin-withdraw-form';
import { WaitingRequests } from '../features/dnw-history/components/waiting-requests';
import { MONEY } from '../shared/coin-units';
import { NoticeCard } from '../shared/notice-card';
import { Screen } from '../shared/screen';
import { useSiteCoins, type SiteCoins } from '../shared/site-coins';
import { visuallyHidden } from '../shared/visually-hidden';
import { walletAmountText } from '../shared/wallet-amount';
import { useWalletBalance } from '../shared/wallet-balance';
import { walletText, type WalletTextCode } from '../shared/wallet-text';

const TABS = [
  { id: 'deposit', label: 'DNW_TAB_DEPOSIT' },
  { id: 'withdraw', label: 'DNW_TAB_WITHDRAW' },
  { id: 'send', label: 'COIN_TAB_SEND' },
  { id: 'buy', label: 'COIN_TAB_BUY' },
  { id: 'sell', label: 'COIN_TAB_SELL' },
] as const satisfies readonly { id: string; label: WalletTextCode }[];

type CoinTab = (typeof TABS)[number]['id'];

/**
 * /wallet/{type}/{coin}: one coin wallet, its balance, and its five actions as tabs (the tab is the address's
 * {type}, so a reload or a shared link opens it). The host's header names the coin and switches it.
 */
export function CoinScreen() {
  const navigate = useNavigate();
  const { type = '', coin: coinParam = '' } = useParams();
  const coin = coinParam.toUpperCase();
  const site = useSiteInfo();
  const coins = useSiteCoins();
  const tab = TABS.find((candidate) => candidate.id === type);
  if (tab === undefined) return <Navigate to={`/wallet/deposit/${coin}`} replace />;
  const title = `${coinName(coin)} ${walletText(tab.label)}`;
  return (
    <Screen label={title}>
      <h1 css={visuallyHidden}>{title}</h1>
      {site === null ? (
        <Loader label={walletText('LIST_LOADING')} />
      ) : !coins.used.includes(coin) ? (
        <NoticeCard>{walletText('COIN_UNKNOWN', { coin: coinParam })}</NoticeCard>
      ) : (
        <>
          <CoinBalance coin={coin} />
          <TabBar
            items={TABS.map(({ id, label }) => ({ id, label: walletText(label) }))}
            selected={tab.id}
            onSelect={(id) => navigate(`/wallet/${id}/${coin}`, { replace: true })}
          />
          <div role="tabpanel" aria-label={walletText(tab.label)} css={{ display: 'grid', gap: 14 }}>
            <CoinTabPanel key={`${tab.id}-${coin}`} tab={tab.id} coin={coin} coins={coins} />
          </div>
        </>
      )}
    </Screen>
  );
}

function CoinTabPanel({ tab, coin, coins }: { tab: CoinTab; coin: string; coins: SiteCoins }) {
  switch (tab) {
    case 'deposit':
      return coins.deposit.includes(coin) ? (
        <DepositAddress coin={coin} />
      ) : (
        <NoticeCard>{walletText('DEPOSIT_NOT_OFFERED', { coin })}</NoticeCard>
      );
    case 'withdraw':
      return <WithdrawPanel coin={coin} saved={coins.deposit.includes(coin)} />;
    case 'send':
      return <SendForm coin={coin} />;
    case 'buy':
    case 'sell':
      if (!coins.buy.includes(coin)) {
        return <NoticeCard>{walletText('TRADE_NOT_OFFERED', { coin })}</NoticeCard>;
      }
      return tab === 'buy' ? (
        <ExchangeForm kind="buy" from={MONEY} to={coin} />
      ) : (
        <ExchangeForm kind="sell" from={coin} to={MONEY} />
      );
  }
}

/**
 * The withdrawal form, its address filled from my saved withdrawal address where the coin has a deposit address
 * (the same call answers both), and my withdrawals of the coin still waiting, to cancel.
 */
function WithdrawPanel({ coin, saved }: { coin: string; saved: boolean }) {
  const address = useCoinAddress(coin, saved);
  return (
    <>
      <CoinWithdrawForm coin={coin} savedAddress={address.data?.withdrawAddress ?? null} />
      <WaitingRequests wallet={coin} />
    </>
  );
}

function CoinBalance({ coin }: { coin: string }) {
  const theme = useTheme();
  const balance = useWalletBalance(coin);
  return (
    <section
      aria-label={walletText('COIN_BALANCE')}
      css={{ ...cardStyle(theme), gridTemplateColumns: '40px minmax(0, 1fr)', alignItems: 'center', gap: 12 }}
    >
      <CoinLogo coin={coin} size={40} />
      <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <span css={{ fontSize: 13, color: theme.color.textMuted }}>{walletText('COIN_BALANCE')}</span>
        <strong data-testid="coin-balance" css={{ ...tabular, fontSize: 20, overflowWrap: 'anywhere' }}>
          {balance === null ? '-' : walletAmountText(coin, balance)}
        </strong>
      </div>
    </section>
  );
}
