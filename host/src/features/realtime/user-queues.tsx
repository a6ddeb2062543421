import { USER_QUEUES, type NewMessageEvent } from '@bx/contracts';
import {
  applyPointUpdate,
  clientText,
  incrementUnread,
  openMessageReader,
  rememberAnnounced,
  reportSessionEnd,
  showAlert,
  useMe,
  useSubscription,
} from '@bx/platform';

/** The signed-in player's own queues: forced logout, new messages and answers, balance changes. */
export function UserQueues() {
  const userId = useMe()?.id;

  // One forced-logout flow, whichever comes first: this message or the socket's FORCE_LOGOUT close.
  useSubscription(USER_QUEUES.forceLogout, () => reportSessionEnd('FORCED_LOGOUT'));

  // Announced here, so the next page load does not announce the same message again.
  useSubscription(USER_QUEUES.newMessage, (body) => {
    const event = body as NewMessageEvent;
    const answer = event.type === 'answer';
    incrementUnread(event.type);
    if (userId !== undefined) {
      rememberAnnounced(userId, answer ? { contact: event.data.id } : { message: event.data.id });
    }
    void showAlert(clientText(answer ? 'NEW_ANSWER' : 'NEW_MESSAGE')).then(() =>
      openMessageReader({ type: event.type, id: event.data.id }),
    );
  });

  useSubscription(USER_QUEUES.point, (body) => applyPointUpdate(body));
  return null;
}
