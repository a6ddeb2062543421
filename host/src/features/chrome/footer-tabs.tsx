import { useTheme } from '@emotion/react';
import { NavLink } from 'react-router-dom';

const TABS = [
  { to: '/oversea', label: '빠른주문' },
  { to: '/dnw', label: '입출금' },
  { to: '/search', label: '검색' },
  { to: '/more', label: '더보기' },
] as const;

export function FooterTabs() {
  const theme = useTheme();
  return (
    <nav
      aria-label="주요 메뉴"
      css={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${TABS.length}, 1fr)`,
        background: theme.color.surface,
        borderTop: `1px solid ${theme.color.border}`,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          css={{
            padding: '14px 0',
            textAlign: 'center',
            fontSize: 13,
            textDecoration: 'none',
            color: theme.color.textMuted,
            '&.active': { color: theme.color.accent, fontWeight: 700 },
          }}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
