import {
  clientText,
  showAlert,
  unreadBadge,
  useAuthStatus,
  useSiteFlags,
  useUnreadTotal,
} from '@bx/platform';
import { useLogout } from '@bx/app-kit';
import { useTheme } from '@emotion/react';
import { useNavigate } from 'react-router-dom';

import { Badge } from '../../shared/badge';
import { INQUIRY_LIST_PATH } from '../../shared/message-paths';

import { LeftDrawer } from './drawer';

interface MenuItem {
  label: string;
  to?: string;
  onSelect?: () => void;
  badge?: string | null;
}

/** The trade screen's side menu, in the spec's order: areas the site has, and logout only when signed in. */
export function TradeSideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const logout = useLogout();
  const signedIn = useAuthStatus() === 'success';
  const unread = unreadBadge(useUnreadTotal());
  const flags = useSiteFlags();

  const items: MenuItem[] = [
    ...(flags.binary ? [{ label: clientText('AREA_TRADE'), to: '/exchange' }] : []),
    ...(flags.futures
      ? [
          {
            label: clientText('MENU_FUTURES_OPTIONS'),
            onSelect: () => void showAlert(clientText('PREPARING')),
          },
        ]
      : []),
    { label: clientText('MENU_DEPOSIT_HISTORY'), to: '/balances/list' },
    { label: clientText('TITLE_DEPOSIT'), to: '/balances/deposit' },
    { label: clientText('TITLE_WITHDRAW'), to: '/balances/withdraw' },
    { label: clientText('MENU_NOTICES'), to: '/support/notice' },
    { label: clientText('TITLE_INVEST_INFO'), to: '/support/invest_info' },
    { label: clientText('INQUIRY'), to: INQUIRY_LIST_PATH, badge: unread },
    { label: clientText('TITLE_MY_PAGE'), to: '/more/mypage' },
    { label: clientText('TITLE_TERMS'), to: '/more/terms' },
    { label: clientText('TITLE_PRIVACY'), to: '/more/privacy' },
    ...(signedIn ? [{ label: clientText('LOG_OUT'), onSelect: logout }] : []),
  ];

  return (
    <LeftDrawer title={clientText('MENU')} open={open} onClose={onClose}>
      <nav>
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            onClick={() => {
              onClose();
              if (item.to) navigate(item.to);
              item.onSelect?.();
            }}
            css={{
              width: '100%',
              padding: '14px 16px',
              border: 'none',
              borderBottom: `1px solid ${theme.color.border}`,
              background: 'transparent',
              color: theme.color.text,
              textAlign: 'left',
              fontSize: 15,
              cursor: 'pointer',
            }}
          >
            <span>{item.label}</span>
            {item.badge ? (
              <Badge text={item.badge} label={clientText('UNREAD_COUNT', { count: item.badge })} inline />
            ) : null}
          </button>
        ))}
      </nav>
    </LeftDrawer>
  );
}
