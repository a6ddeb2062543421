import type { ChatMessage } from '@bx/contracts';
import { ChatBubble as Bubble } from '@bx/ui';

import { formatDateTime } from '../../../shared/format-date';
import { moreText } from '../../../shared/more-text';

/** One line: the player's on the right, the operator's on the left; the player's own show when read. */
export function ChatBubble({ line }: { line: ChatMessage }) {
  const mine = line.sender === 'PLAYER';
  const read = mine && line.readAt !== null ? `${moreText('LIVECHAT_READ')} · ` : '';
  return (
    <Bubble
      mine={mine}
      label={moreText(mine ? 'LIVECHAT_ME' : 'LIVECHAT_OPERATOR')}
      who={mine ? undefined : moreText('LIVECHAT_OPERATOR')}
      content={line.content}
      footnote={`${read}${formatDateTime(line.createdAt)}`}
    />
  );
}
