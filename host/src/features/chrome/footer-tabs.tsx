import type { ClientMessageCode, RemoteName } from '@bx/contracts';
import { clientText, useAuthStatus, useSiteRemotes, useUnreadTotal } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { Link, useLocation } from 'react-router-dom';

import { Badge } from '../../shared/badge';
import { Icon, type IconName } from '../../shared/icons';

export interface Tab {
  to: string;
  label: ClientMessageCode;
  icon: IconName;
  owner: RemoteName;
  /** A trade tab opens the logged-out view (url + View) for visitors. */
  viewForVisitors?: boolean;
  /** Other paths that count as this tab being active. */
  also?: string[];
}

const TABS: Tab[] = [
  {
    to: '/oversea',
    label: 'TAB_QUICK_ORDER',
    icon: 'order',
    owner: 'oversea',
    viewForVisitors: true,
    also: ['/overseaView'],
  },
  {
    to: '/exchange',
    label: 'TAB_OPTIONS',
    icon: 'trade',
    owner: 'trade',
    viewForVisitors: true,
    also: ['/exchangeView'],
  },
  // Copy trading is the futures remote's: it shows where the site has futures.
  { to: '/copytrade', label: 'CT_TAB', icon: 'copy', owner: 'futures' },
  { to: '/dnw', label: 'TAB_FUNDS', icon: 'dnw', owner: 'wallet', also: ['/wallet', '/balances'] },
  { to: '/search', label: 'AREA_SEARCH', icon: 'search', owner: 'search' },
  { to: '/more', label: 'TITLE_MORE', icon: 'more', owner: 'more', also: ['/support', '/service'] },
];

export const FOOTER_HEIGHT = 60;

/** The tabs of the areas this site has, in the footer's order. */
export function footerTabsOf(hasRemote: (name: RemoteName) => boolean): Tab[] {
  return TABS.filter((tab) => hasRemote(tab.owner));
}

/** Where a tab leads: a visitor's trade tabs (quick order, options) open the logged-out view, url plus View. */
export function tabTarget(tab: Tab, signedIn: boolean): string {
  return !signedIn && tab.viewForVisitors ? `${tab.to}View` : tab.to;
}

/**
 * Footer tabs of the areas this site has now (its remotes follow the operator's changes). They need a login; a
 * visitor's trade tab opens the view.
 */
export function FooterTabs() {
  const theme = useTheme();
  const { pathname } = useLocation();
  const signedIn = useAuthStatus() === 'success';
  const unread = useUnreadTotal();
  const remotes = useSiteRemotes();
  const tabs = footerTabsOf((name) => remotes.some((remote) => remote.name === name));

  return (
    <nav
      aria-label={clientText('MAIN_MENU')}
      css={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 20,
        height: `calc(${FOOTER_HEIGHT}px + env(safe-area-inset-bottom))`,
        display: 'grid',
        gridTemplateColumns: `repeat(${tabs.length}, 1fr)`,
        background: theme.color.surface,
        borderTop: `1px solid ${theme.color.border}`,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      {tabs.map((tab) => {
        const active = [tab.to, ...(tab.also ?? [])].some((path) => pathname.startsWith(path));
        return (
          <Link
            key={tab.to}
            to={tabTarget(tab, signedIn)}
            aria-current={active ? 'page' : undefined}
            css={{
              display: 'grid',
              placeItems: 'center',
              alignContent: 'center',
              gap: 2,
              fontSize: 11,
              textDecoration: 'none',
              color: active ? theme.color.accent : theme.color.textMuted,
              fontWeight: active ? 700 : 400,
            }}
          >
            <span css={{ position: 'relative' }}>
              <Icon name={tab.icon} active={active} />
              {tab.owner === 'more' ? (
                <Badge text={unread > 0 ? 'N' : null} label={clientText('NEW_MESSAGE_BADGE')} />
              ) : null}
            </span>
            {/* Six tabs share 360 px: each label keeps to one line ("Quick order" too), a little smaller on
                narrow phones rather than broken in two. */}
            <span
              css={{
                lineHeight: 1.1,
                textAlign: 'center',
                whiteSpace: 'nowrap',
                fontSize: 'clamp(9.5px, 2.75vw, 11px)',
                letterSpacing: '-0.01em',
              }}
            >
              {clientText(tab.label)}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
