import {
  clientText,
  getUnreadCounts,
  hasUnannounced,
  messageKeys,
  rememberAnnounced,
  setUnreadCounts,
  showAlert,
  useMe,
  useSessionEndReason,
} from '@bx/platform';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { INQUIRY_LIST_PATH } from '../../shared/message-paths';

import { newestUnread } from './newest-unread';

async function loadUnread() {
  const counts = await getUnreadCounts();
  return { counts, newest: counts.total === 0 ? null : await newestUnread(counts) };
}

/**
 * Once signed in, and again after the socket was down (messages pushed meanwhile never arrived, so the
 * platform marks every query stale): the unread counts for the badges, and the spec's nudge when something
 * unread is waiting. The nudge is given once per message, not per page load: what was announced is
 * remembered per player, and leads to the inquiry list. A failed check shows nothing: the badges keep their
 * counts. `onChecked` hears when the check of a player has run (its nudge, if any, queued first).
 */
export function useUnreadOnSignIn(onChecked: (userId: number) => void): void {
  const userId = useMe()?.id;
  const navigate = useNavigate();
  const ended = useSessionEndReason() !== null;
  const { data, isError } = useQuery({
    queryKey: messageKeys.unreadCounts(userId ?? 0),
    queryFn: loadUnread,
    // A session that has ended (the forced-logout notice is up) asks nothing more for the player.
    enabled: userId !== undefined && !ended,
  });
  useEffect(() => {
    if (userId === undefined || data === undefined) return;
    const { counts, newest } = data;
    setUnreadCounts({ create: counts.create, answer: counts.answer, contact: counts.contact });
    if (newest !== null && hasUnannounced(userId, newest)) {
      rememberAnnounced(userId, newest);
      void showAlert(clientText('UNREAD_EXISTS')).then(() => navigate(INQUIRY_LIST_PATH));
    }
    onChecked(userId);
  }, [userId, data, navigate, onChecked]);
  // A failed check announces nothing: what waits for it (the site's popups) need not wait longer.
  useEffect(() => {
    if (userId !== undefined && isError) onChecked(userId);
  }, [userId, isError, onChecked]);
}
