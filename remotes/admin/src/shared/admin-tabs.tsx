import type { ClientMessageCode } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { NavLink } from 'react-router-dom';

const TABS: readonly { to: string; label: ClientMessageCode }[] = [
  { to: '/admin', label: 'ADM_TAB_SITE' },
  { to: '/admin/money', label: 'ADM_TAB_MONEY' },
  { to: '/admin/players', label: 'ADM_TAB_PLAYERS' },
  { to: '/admin/audit', label: 'ADM_TAB_AUDIT' },
];

/**
 * The console's four screens, one tab each; the current one is marked (aria-current="page", which NavLink sets).
 * `end` keeps 사이트 (/admin) from counting as current on the screens under it.
 */
export function AdminTabs() {
  const theme = useTheme();
  return (
    <nav
      aria-label={clientText('ADM_TABS')}
      css={{ display: 'grid', gridTemplateColumns: `repeat(${TABS.length}, minmax(0, 1fr))`, gap: 4 }}
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
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
          {clientText(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
