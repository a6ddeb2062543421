import type { AppRoute } from '@bx/app-kit';
import type { RemoteName } from '@bx/contracts';
import type { ReactNode } from 'react';

import { CoinWalletHeader } from '../chrome/coin-wallet-header';
import { FOOTER_HEIGHT, FooterTabs } from '../chrome/footer-tabs';
import { HomeHeader } from '../chrome/home-header';
import { TitleHeader } from '../chrome/title-header';
import { TradeHeader } from '../trade-chrome/trade-header';
import { TradeDrawerHeader } from '../trade-chrome/trade-drawer-header';

import { BackToTop } from './back-to-top';
import { LoadingOverlay } from './loading-overlay';

function headerOf(route: AppRoute): ReactNode {
  switch (route.layout) {
    case 'Home':
      return <HomeHeader title={route.title} />;
    case 'Trade':
      return <TradeHeader />;
    case 'OverseaTrade':
      return <TradeDrawerHeader market="oversea" />;
    case 'FutureTrade':
      return <TradeDrawerHeader market="futures" />;
    case 'Wallet':
      return route.id === 'wallet.coin' ? (
        <CoinWalletHeader />
      ) : (
        <TitleHeader title={route.title} back={route.back} />
      );
    case 'Fixed':
      return <TitleHeader title={route.title} back={route.back} />;
    case 'Sign':
      return route.title ? <TitleHeader title={route.title} back={route.back} /> : null;
    case 'No':
    case 'Search':
      return null;
  }
}

/** The layout a route's meta names: its header, the page, the footer tabs, back-to-top and the overlay. */
export function AppLayout({
  route,
  hasRemote,
  children,
}: {
  route: AppRoute;
  hasRemote: (name: RemoteName) => boolean;
  children: ReactNode;
}) {
  const withFooter = route.layout !== 'Sign';
  return (
    <div
      data-layout={route.layout}
      css={{ minHeight: '100dvh', paddingBottom: withFooter ? FOOTER_HEIGHT + 8 : 0 }}
    >
      {headerOf(route)}
      <main>{children}</main>
      {withFooter ? <FooterTabs hasRemote={hasRemote} /> : null}
      <BackToTop />
      <LoadingOverlay />
    </div>
  );
}
