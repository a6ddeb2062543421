import type { ChatMessage } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { ChatBubble as Bubble } from '@bx/ui';

import { formatDateTime } from '../../../shared/format-date';

/** One line: the player's on the right, the operator's on the left; the player's own show when read. */
export function ChatBubble({ line }: { line: ChatMessage }) {
  const mine = line.sender === 'PLAYER';
  const read = mine && line.readAt !== null ? `${clientText('LIVECHAT_READ')} · ` : '';
  return (
    <Bubble
      mine={mine}
      label={clientText(mine ? 'LIVECHAT_ME' : 'LIVECHAT_OPERATOR')}
      who={mine ? undefined : clientText('LIVECHAT_OPERATOR')}
      content={line.content}
      footnote={`${read}${formatDateTime(line.createdAt)}`}
    />
  );
}
