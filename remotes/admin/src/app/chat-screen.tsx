import { useSearchParams } from 'react-router-dom';

import { ChatConsole } from '../features/live-chat/components/chat-console';
import { Screen } from '../shared/screen';
import { adminText } from '../shared/admin-text';

/** /admin/chat: the site's live chats; one open is kept in the address (?player=). */
export function ChatScreen() {
  const [params, setParams] = useSearchParams();
  const player = Number(params.get('player'));
  const playerId = Number.isInteger(player) && player > 0 ? player : null;
  return (
    <Screen label={adminText('OPS_TAB_CHAT')}>
      <ChatConsole
        playerId={playerId}
        onOpen={(next) => setParams(next === null ? {} : { player: String(next) })}
      />
    </Screen>
  );
}
