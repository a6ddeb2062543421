import { useChatUnread } from '../features/livechat/api/get-chat-unread';
import { MoreMenu } from '../features/menu/components/more-menu';

/** /more: the menu, with the live chat's unread count kept live by the chat feature. */
export function MoreMenuScreen() {
  return <MoreMenu chatUnread={useChatUnread()} />;
}
