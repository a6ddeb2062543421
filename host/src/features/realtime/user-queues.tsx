import { USER_QUEUES, type NewMessageEvent } from '@bx/contracts';
import {
  applyPointUpdate,
  clientText,
  incrementUnread,
  rememberAnnounced,
  reportSessionEnd,
  showAlert,
  useMe,
  useSubscription,
} from '@bx/platform';
import { useNavigate } from 'react-router-dom';

import { messagePath } from '../../shared/message-paths';

/** The signed-in player's own queues: forced logout, new messages and answers, balance changes. */
export function UserQueues() {
  const userId = useMe()?.id;
  const navigate = useNavigate();

  // One forced-logout flow, whichever comes first: this message or the socket's FORCE_LOGOUT close.
  useSubscription(USER_QUEUES.forceLogout, () => reportSessionEnd('FORCED_LOGOUT'));

  // Announced here, so the next page load does not announce the same message again. The badge counts up at
  // once; the server's counts replace it when the player reads (the more area re-asks them).
  useSubscription(USER_QUEUES.newMessage, (body) => {
    const event = body as NewMessageEvent;
    const answer = event.type === 'answer';
    incrementUnread(event.type);
    if (userId !== undefined) {
      rememberAnnounced(userId, answer ? { contact: event.data.id } : { message: event.data.id });
    }
    void showAlert(clientText(answer ? 'NEW_ANSWER' : 'NEW_MESSAGE')).then(() =>
      navigate(messagePath(event)),
    );
  });

  useSubscription(USER_QUEUES.point, (body) => applyPointUpdate(body));
  return null;
}
