import { clearUnreadCounts } from '../messages/unread-state';
import { stompConnection } from '../realtime/stomp-connection';

import { endSession } from './session';

/**
 * The spec's logout, wherever it is asked for (the trade menu, 더보기, 내 정보, a session the server ended):
 * clear the contact count, close the socket, end the session here and on the server. Where the page goes next
 * is the caller's (app-kit's useLogout goes to /).
 */
export function logOut(): void {
  clearUnreadCounts();
  stompConnection.disconnect();
  endSession();
}
