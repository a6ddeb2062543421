import { Toaster } from '@bx/ui';
import { Outlet } from 'react-router-dom';

import { AccountGuard } from '../features/auth/account-guard';
import { DialogHost } from '../features/dialogs/dialog-host';
import { MessageReader } from '../features/messages/message-reader';
import { NoticePopups } from '../features/notices/notice-popups';
import { ReconnectNotice } from '../features/realtime/reconnect-notice';
import { useSocketLifecycle } from '../features/realtime/use-socket-lifecycle';
import { UserQueues } from '../features/realtime/user-queues';

/** What stays on the page whatever the route: the one socket and what it delivers, and the dialogs. */
export function Shell() {
  const { userQueues } = useSocketLifecycle();
  return (
    <>
      <Outlet />
      {userQueues ? <UserQueues /> : null}
      <MessageReader />
      <NoticePopups />
      <AccountGuard />
      <ReconnectNotice />
      <Toaster />
      <DialogHost />
    </>
  );
}
