import { clientText, unreadBadge, useUnreadTotal } from '@bx/platform';
import { useNavigate } from 'react-router-dom';

import { Badge } from '../../shared/badge';
import { MESSAGE_LIST_PATH } from '../../shared/message-paths';
import { HeaderBar, IconButton } from '../../shared/header-bar';
import { Icon } from '../../shared/icons';

/** The home header: the brand, my page, and messages with the unread count (99+ at most). */
export function HomeHeader({ title }: { title?: string }) {
  const navigate = useNavigate();
  const unread = unreadBadge(useUnreadTotal());
  return (
    <HeaderBar
      left={<strong css={{ fontSize: 18, letterSpacing: 1 }}>BX</strong>}
      title={title}
      right={
        <>
          <IconButton label={clientText('TITLE_MY_PAGE')} onClick={() => navigate('/more/mypage')}>
            <Icon name="mypage" />
          </IconButton>
          <IconButton label={clientText('MESSAGES_TITLE')} onClick={() => navigate(MESSAGE_LIST_PATH)}>
            {/* On the icon, not the button: the button ends at the screen's edge, the badge must not. */}
            <span css={{ position: 'relative', display: 'grid' }}>
              <Icon name="message" />
              <Badge text={unread} label={clientText('UNREAD_COUNT', { count: unread ?? 0 })} />
            </span>
          </IconButton>
        </>
      }
    />
  );
}
