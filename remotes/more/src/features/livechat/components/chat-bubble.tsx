import type { ChatMessage } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { useTheme } from '@emotion/react';

import { formatDateTime } from '../../../shared/format-date';

/** One line: the player's on the right, the operator's on the left; the player's own show when read. */
export function ChatBubble({ line }: { line: ChatMessage }) {
  const theme = useTheme();
  const mine = line.sender === 'PLAYER';
  return (
    <li
      aria-label={clientText(mine ? 'LIVECHAT_ME' : 'LIVECHAT_OPERATOR')}
      css={{ display: 'grid', justifyItems: mine ? 'end' : 'start', gap: 4, listStyle: 'none' }}
    >
      {mine ? null : <small css={{ color: theme.color.textMuted }}>{clientText('LIVECHAT_OPERATOR')}</small>}
      <p
        css={{
          margin: 0,
          maxWidth: '80%',
          padding: '10px 12px',
          borderRadius: theme.radius,
          background: mine ? theme.color.accent : theme.color.surfaceRaised,
          color: mine ? theme.color.background : theme.color.text,
          fontSize: 15,
          lineHeight: 1.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {line.content}
      </p>
      <small css={{ color: theme.color.textMuted, fontSize: 12 }}>
        {mine && line.readAt !== null ? `${clientText('LIVECHAT_READ')} · ` : ''}
        {formatDateTime(line.createdAt)}
      </small>
    </li>
  );
}
