import { unreadBadge, useMe, useSiteFlags, useUnreadTotal } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';

import { menuGroups, type MenuBadge, type MenuEntry } from '../utils/menu-entries';
import { LogoutButton } from '../../../shared/logout-button';
import { RowList } from '../../../shared/row-list';
import { moreText } from '../../../shared/more-text';

/**
 * /more: the area's entries in groups; the inquiry entry with the unread messages and answers, the live chat
 * entry with the operator's unread lines (`chatUnread`, given by the app: the chat is another feature's), each
 * 99+ at most. The partner page shows to partner accounts only.
 */
export function MoreMenu({ chatUnread }: { chatUnread: number }) {
  const theme = useTheme();
  const groups = menuGroups(useSiteFlags(), useMe()?.role);
  const badges: Record<MenuBadge, string | null> = {
    messages: unreadBadge(useUnreadTotal()),
    chat: unreadBadge(chatUnread),
  };
  return (
    <nav aria-label={moreText('MORE_MENU')} css={{ display: 'grid', gap: 16, padding: '12px 16px 24px' }}>
      {/* The page's heading for screen readers: the home header shows the title as plain text. */}
      <h1 css={visuallyHidden}>{moreText('TITLE_MORE')}</h1>
      {groups.map((group) => (
        <section key={group.label} aria-labelledby={`more-group-${group.label}`}>
          <h2
            id={`more-group-${group.label}`}
            css={{ margin: '0 4px 6px', fontSize: 13, fontWeight: 600, color: theme.color.textMuted }}
          >
            {moreText(group.label)}
          </h2>
          <RowList>
            {group.entries.map((entry) => (
              <li key={entry.to}>
                <MenuLink entry={entry} badge={entry.badge ? badges[entry.badge] : null} />
              </li>
            ))}
          </RowList>
        </section>
      ))}
      <LogoutButton />
    </nav>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function MenuLink({ entry, badge }: { entry: MenuEntry; badge: string | null }) {
  const theme = useTheme();
  return (
    <Link
      to={entry.to}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        minHeight: 50,
        padding: '0 14px',
        color: theme.color.text,
        textDecoration: 'none',
        fontSize: 15,
        ':active': { background: theme.color.surfaceRaised },
      }}
    >
      <span css={{ flex: 1, minWidth: 0 }}>{moreText(entry.label)}</span>
      {badge ? (
        <span
          aria-label={moreText(entry.badge === 'chat' ? 'UNREAD_CHAT_COUNT' : 'UNREAD_COUNT', {
            count: badge,
          })}
          css={{
            minWidth: 20,
            height: 20,
            padding: '0 6px',
            borderRadius: 10,
            background: theme.color.danger,
            color: '#fff',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {badge}
        </span>
      ) : null}
      <span aria-hidden css={{ color: theme.color.textMuted, fontSize: 18 }}>
        ›
      </span>
    </Link>
  );
}
