import {
  clientText,
  getUnreadCounts,
  hasUnannounced,
  openMessageReader,
  rememberAnnounced,
  setUnreadCounts,
  showAlert,
  useMe,
  useSocketReconnects,
} from '@bx/platform';
import { useEffect } from 'react';

import { newestUnread } from './newest-unread';

/**
 * Once signed in, and again after the socket was down (messages pushed meanwhile never arrived): the
 * unread counts for the badges, and the spec's nudge when something unread is waiting. The nudge is given
 * once per message, not per page load: what was announced is remembered per player.
 */
export function useUnreadOnSignIn(): void {
  const userId = useMe()?.id;
  const reconnects = useSocketReconnects();
  useEffect(() => {
    if (userId === undefined) return undefined;
    let live = true;
    const announce = async () => {
      const counts = await getUnreadCounts();
      if (!live) return;
      setUnreadCounts({ create: counts.create, answer: counts.answer, contact: counts.contact });
      if (counts.total === 0) return;
      const newest = await newestUnread(counts);
      if (!live || !hasUnannounced(userId, newest)) return;
      rememberAnnounced(userId, newest);
      await showAlert(clientText('UNREAD_EXISTS'));
      openMessageReader();
    };
    // A failed check shows nothing: the badges keep their counts and the next load checks again.
    announce().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId, reconnects]);
}
