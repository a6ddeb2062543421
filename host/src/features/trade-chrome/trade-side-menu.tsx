import {
  clientText,
  openMessageReader,
  showAlert,
  unreadBadge,
  useAuthStatus,
  useSiteFlags,
  useUnreadTotal,
} from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useNavigate } from 'react-router-dom';

import { useLogout } from '../../shared/logout';
import { Badge } from '../../shared/badge';

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
    ...(flags.binary ? [{ label: '바이너리 옵션', to: '/exchange' }] : []),
    ...(flags.futures
      ? [{ label: '선물 옵션', onSelect: () => void showAlert(clientText('PREPARING')) }]
      : []),
    { label: '입금내역', to: '/balances/list' },
    { label: '입금신청', to: '/balances/deposit' },
    { label: '출금신청', to: '/balances/withdraw' },
    { label: '공지사항', to: '/support/notice' },
    { label: '투자정보', to: '/support/invest_info' },
    // Where inquiries can be read today: /service/contact is still the more area's empty shell.
    { label: '1:1 문의', onSelect: () => openMessageReader(), badge: unread },
    { label: '내 정보', to: '/more/mypage' },
    { label: '이용약관', to: '/more/terms' },
    { label: '개인정보처리방침', to: '/more/privacy' },
    ...(signedIn ? [{ label: '로그아웃', onSelect: logout }] : []),
  ];

  return (
    <LeftDrawer title="메뉴" open={open} onClose={onClose}>
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
            {item.badge ? <Badge text={item.badge} label={`읽지 않은 메시지 ${item.badge}`} inline /> : null}
          </button>
        ))}
      </nav>
    </LeftDrawer>
  );
}
