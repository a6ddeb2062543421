import { useTheme } from '@emotion/react';
import { NavLink } from 'react-router-dom';
import { adminText, type AdminMessageCode } from './admin-text';

const TABS: readonly { to: string; label: AdminMessageCode; end?: boolean }[] = [
  { to: '/admin', label: 'ADM_TAB_SITE', end: true },
  { to: '/admin/money', label: 'ADM_TAB_MONEY' },
  { to: '/admin/players', label: 'ADM_TAB_PLAYERS' },
  { to: '/admin/trading', label: 'OPS_TAB_TRADING' },
  { to: '/admin/coupons', label: 'OPS_TAB_COUPONS' },
  { to: '/admin/content', label: 'OPS_TAB_CONTENT' },
  { to: '/admin/contact', label: 'OPS_TAB_CONTACT' },
  { to: '/admin/chat', label: 'OPS_TAB_CHAT' },
  { to: '/admin/audit', label: 'ADM_TAB_AUDIT' },
];

/** Tabs per row: all nine fit a 360 px phone in two rows, none hidden behind a scroll. */
const PER_ROW = 5;

/**
 * The console's screens, one tab each; the current one is marked (aria-current="page", which NavLink sets).
 * `end` keeps 사이트 (/admin) from counting as current on the screens under it; 회원 stays current on a
 * player's page (/admin/players/:id).
 */
export function AdminTabs() {
  const theme = useTheme();
  return (
    <nav
      aria-label={adminText('ADM_TABS')}
      css={{ display: 'grid', gridTemplateColumns: `repeat(${PER_ROW}, minmax(0, 1fr))`, gap: 4 }}
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          replace
          css={{
            display: 'grid',
            placeItems: 'center',
            minHeight: 40,
            padding: '0 4px',
            borderRadius: 999,
            border: `1px solid ${theme.color.border}`,
            color: theme.color.textMuted,
            fontSize: 13,
            fontWeight: 500,
            textAlign: 'center',
            textDecoration: 'none',
            overflowWrap: 'anywhere',
            lineHeight: 1.15,
            '&[aria-current="page"]': {
              borderColor: theme.color.text,
              background: theme.color.text,
              color: theme.color.background,
              fontWeight: 700,
            },
          }}
        >
          {adminText(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
