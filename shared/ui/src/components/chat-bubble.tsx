import { useTheme } from '@emotion/react';

/**
 * One line of a live chat: this side's on the right in the accent colour, the other side's on the left; `who`
 * names the other side above its line where the screen shows it; `footnote` is the time (and read mark).
 */
export function ChatBubble({
  mine,
  label,
  who,
  content,
  footnote,
}: {
  mine: boolean;
  label: string;
  who?: string;
  content: string;
  footnote: string;
}) {
  const theme = useTheme();
  return (
    <li
      aria-label={label}
      css={{ display: 'grid', justifyItems: mine ? 'end' : 'start', gap: 4, listStyle: 'none' }}
    >
      {who ? <small css={{ color: theme.color.textMuted }}>{who}</small> : null}
      <p
        css={{
          margin: 0,
          maxWidth: '80%',
          padding: '10px 12px',
          borderRadius: theme.radius,
          background: mine ? theme.color.accent : theme.color.surfaceRaised,
          color: mine ? theme.color.onAccent : theme.color.text,
          fontSize: 15,
          lineHeight: 1.5,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {content}
      </p>
      <small css={{ color: theme.color.textMuted, fontSize: 12 }}>{footnote}</small>
    </li>
  );
}
