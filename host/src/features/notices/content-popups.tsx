import { routeOfPath } from '@bx/app-kit';
import { clientText, useDialogQueue, useMe, useSessionEndReason } from '@bx/platform';
import { Button } from '@bx/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { usePopups } from './api/get-popups';
import { NoticeFrame } from './notice-frame';
import { closeForSession, hideForToday, isClosedThisSession, isHiddenToday } from './popup-dismissals';

/** Below the notices asked for or pushed, above the page and its chrome. */
const POPUP_LAYER = 56;

/**
 * How long a popup that has just opened ignores taps: a tap meant for the page, landing as the popup opens,
 * neither reaches the page (the popup covers it) nor closes the popup unread.
 */
export const POPUP_TAP_GUARD_MS = 600;

/**
 * The site's popups for a signed-in player, one after another, on the player's screens (not the sign pages nor
 * the ops console). They wait for the player's unread check (`unreadCheckedFor`) and for every alert to be
 * answered, so a popup never stacks on the unread nudge. "오늘 하루 보지 않기" hides one for this player until
 * the end of the day; "닫기" for the rest of this browser session, until the popup is rewritten.
 */
export function ContentPopups({ unreadCheckedFor }: { unreadCheckedFor: number | null }) {
  const me = useMe();
  const ended = useSessionEndReason() !== null;
  const route = routeOfPath(useLocation().pathname);
  const alerting = useDialogQueue().length > 0;
  if (!me || ended || me.role === 'ADMIN') return null;
  if (route === undefined || route.layout === 'Sign' || route.owner === 'admin') return null;
  if (unreadCheckedFor !== me.id || alerting) return null;
  // Another player signing in on this page starts with nothing closed.
  return <PlayerPopups key={me.id} userId={me.id} />;
}

function PlayerPopups({ userId }: { userId: number }) {
  const { data: popups } = usePopups(true);
  const [closed, setClosed] = useState<readonly number[]>([]);
  const current = popups?.find(
    (popup) =>
      !closed.includes(popup.id) && !isHiddenToday(userId, popup.id) && !isClosedThisSession(userId, popup),
  );
  if (!current) return null;

  const close = () => setClosed((ids) => [...ids, current.id]);
  return (
    <NoticeFrame key={current.id} shown={{ status: 'ready', data: current }} layer={POPUP_LAYER}>
      <PopupButtons
        onHideToday={() => {
          hideForToday(userId, current.id);
          close();
        }}
        onClose={() => {
          closeForSession(userId, current);
          close();
        }}
      />
    </NoticeFrame>
  );
}

/** The popup's two buttons, which take no tap in the popup's first moments (POPUP_TAP_GUARD_MS). */
function PopupButtons({ onHideToday, onClose }: { onHideToday: () => void; onClose: () => void }) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), POPUP_TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    // The longer label takes the room it needs, so that it stays on one line on a 360 px phone.
    <div css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8 }}>
      <Button variant="plain" onClick={armed ? onHideToday : undefined} aria-disabled={!armed}>
        {clientText('HIDE_TODAY')}
      </Button>
      <Button onClick={armed ? onClose : undefined} aria-disabled={!armed}>
        {clientText('CLOSE')}
      </Button>
    </div>
  );
}
