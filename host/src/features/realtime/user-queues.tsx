import { USER_QUEUES, type NewMessageEvent } from '@bx/contracts';
import {
  applyPointUpdate,
  clientText,
  incrementUnread,
  reportSessionEnd,
  showAlert,
  useSubscription,
} from '@bx/platform';
import { useNavigate } from 'react-router-dom';

import { useUnreadOnSignIn } from '../messages/use-unread-on-sign-in';

/** The signed-in player's own queues: forced logout, new messages and answers, balance changes. */
export function UserQueues() {
  const navigate = useNavigate();
  useUnreadOnSignIn();

  // One forced-logout flow, whichever comes first: this message or the socket's FORCE_LOGOUT close.
  useSubscription(USER_QUEUES.forceLogout, () => reportSessionEnd('FORCED_LOGOUT'));

  useSubscription(USER_QUEUES.newMessage, (body) => {
    const event = body as NewMessageEvent;
    incrementUnread(event.type);
    void showAlert(clientText(event.type === 'answer' ? 'NEW_ANSWER' : 'NEW_MESSAGE')).then(() =>
      navigate(event.type === 'answer' ? `/more/contact/${event.data.id}` : '/more/contact'),
    );
  });

  useSubscription(USER_QUEUES.point, (body) => applyPointUpdate(body));
  return null;
}
