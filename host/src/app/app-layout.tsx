import type { AppRoute } from '@bx/app-kit';
import { clientText } from '@bx/platform';
import { Global } from '@emotion/react';
import type { ReactNode } from 'react';

import { FOOTER_HEIGHT, FooterTabs } from '../features/chrome/footer-tabs';
import { HomeHeader } from '../features/chrome/home-header';
import { TitleHeader } from '../features/chrome/title-header';

import { BACK_TO_TOP_SPACE, BackToTop } from '../features/layouts/back-to-top';
import { lazyHeader } from '../features/layouts/lazy-header';
import { LoadingOverlay } from '../features/layouts/loading-overlay';
import { useRevealWhenDrawn } from '../shared/first-screen';
import { HEADER_HEIGHT } from '../shared/header-bar';

// The trade headers (with their option drawers and lists) and the coin wallet's are drawn on a few screens
// only, so they load with those screens, not with every first load.
const TradeHeader = lazyHeader(() =>
  import(/* webpackChunkName: "trade-chrome" */ '../features/trade-chrome/trade-header').then(
    (m) => m.TradeHeader,
  ),
);
const TradeDrawerHeader = lazyHeader(() =>
  import(/* webpackChunkName: "trade-chrome" */ '../features/trade-chrome/trade-drawer-header').then(
    (m) => m.TradeDrawerHeader,
  ),
);
const CoinWalletHeader = lazyHeader(() =>
  import(/* webpackChunkName: "coin-wallet-header" */ '../features/chrome/coin-wallet-header').then(
    (m) => m.CoinWalletHeader,
  ),
);

function headerOf(route: AppRoute): ReactNode {
  switch (route.layout) {
    case 'Home':
      return <HomeHeader title={route.title === undefined ? undefined : clientText(route.title)} />;
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

/**
 * The layout a route's meta names: its header, the page, the footer tabs, back-to-top and the overlay. The ops
 * console has its own tabs: the player's footer (quick order, funds…) is not an operator's way around.
 */
export function AppLayout({ route, children }: { route: AppRoute; children: ReactNode }) {
  const withFooter = route.layout !== 'Sign' && route.owner !== 'admin';
  const header = headerOf(route);
  // A page the host draws itself is there with this layout; a remote's is revealed by its slot (LoadingSlot).
  useRevealWhenDrawn(route.owner === 'host');
  return (
    <div
      data-layout={route.layout}
      // Room at the end for the back-to-top button as well as the footer: scrolled to the bottom, the last row of
      // a list is clear of both.
      css={{
        minHeight: '100dvh',
        paddingBottom: (withFooter ? FOOTER_HEIGHT : 0) + BACK_TO_TOP_SPACE,
        // What the fixed footer covers at the bottom, for what must sit above it (back-to-top).
        '--bx-footer-space': withFooter ? `calc(${FOOTER_HEIGHT}px + env(safe-area-inset-bottom))` : '0px',
      }}
    >
      {/* Whatever the page brings into view (a refused field, a refusal under a form) lands between the sticky
          header and the fixed footer, not under either. */}
      <Global
        styles={{
          html: {
            scrollPaddingTop: header === null ? 0 : HEADER_HEIGHT + 8,
            scrollPaddingBottom: withFooter
              ? `calc(${FOOTER_HEIGHT + 8}px + env(safe-area-inset-bottom))`
              : 0,
          },
        }}
      />
      {header}
      <main>{children}</main>
      {withFooter ? <FooterTabs /> : null}
      <BackToTop />
      <LoadingOverlay />
    </div>
  );
}
