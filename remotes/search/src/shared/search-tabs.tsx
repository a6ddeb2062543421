import { useTheme } from '@emotion/react';
import { NavLink } from 'react-router-dom';
import { searchText, type SearchTextCode } from './search-text';

const TABS: readonly { to: string; label: SearchTextCode }[] = [
  { to: '/search/oversea', label: 'SEARCH_TAB_OVERSEA' },
  { to: '/search/dnw', label: 'SEARCH_TAB_DNW' },
];

/**
 * The search area's two screens, one tab each. The Search layout draws no header, so this row is how the
 * player moves between them; the current one is marked for assistive technology too (aria-current).
 */
export function SearchTabs() {
  const theme = useTheme();
  return (
    <nav aria-label={searchText('SEARCH_TABS')} css={{ display: 'flex', gap: 6 }}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          replace
          css={{
            flex: 1,
            display: 'grid',
            placeItems: 'center',
            minHeight: 40,
            padding: '0 8px',
            borderRadius: 999,
            border: `1px solid ${theme.color.border}`,
            color: theme.color.textMuted,
            fontSize: 14,
            fontWeight: 500,
            textAlign: 'center',
            textDecoration: 'none',
            '&[aria-current="page"]': {
              borderColor: theme.color.text,
              background: theme.color.text,
              color: theme.color.background,
              fontWeight: 700,
            },
          }}
        >
          {searchText(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
