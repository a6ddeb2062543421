import { clientText, useMe, useSessionEndReason } from '@bx/platform';
import { Button } from '@bx/ui';
import { useState } from 'react';

import { usePopups } from './api/get-popups';
import { NoticeFrame } from './notice-frame';
import { hideForToday, isHiddenToday } from './popup-dismissals';

/** Below the notices asked for or pushed, above the page and its chrome. */
const POPUP_LAYER = 56;

/**
 * The site's popups for a signed-in player, one after another. "오늘 하루 보지 않기" hides one for this player
 * until the end of the day; "닫기" only for this page load.
 */
export function ContentPopups() {
  const userId = useMe()?.id;
  const ended = useSessionEndReason() !== null;
  if (userId === undefined || ended) return null;
  // Another player signing in on this page starts with nothing closed.
  return <PlayerPopups key={userId} userId={userId} />;
}

function PlayerPopups({ userId }: { userId: number }) {
  const { data: popups } = usePopups(true);
  const [closed, setClosed] = useState<readonly number[]>([]);
  const current = popups?.find((popup) => !closed.includes(popup.id) && !isHiddenToday(userId, popup.id));
  if (!current) return null;

  const close = () => setClosed((ids) => [...ids, current.id]);
  return (
    <NoticeFrame shown={{ status: 'ready', data: current }} layer={POPUP_LAYER}>
      {/* The longer label takes the room it needs, so that it stays on one line on a 360 px phone. */}
      <div css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8 }}>
        <Button
          variant="plain"
          onClick={() => {
            hideForToday(userId, current.id);
            close();
          }}
        >
          {clientText('HIDE_TODAY')}
        </Button>
        <Button onClick={close}>{clientText('CLOSE')}</Button>
      </div>
    </NoticeFrame>
  );
}
