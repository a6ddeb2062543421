import { useTheme } from '@emotion/react';
import type { FormEvent } from 'react';

import { Button } from './button';

/**
 * A live chat's send box: the line being written (Enter sends, as in any messenger; Shift+Enter starts a new
 * line; a Korean word still being composed is not sent half-typed) and the send button, off while the line is
 * blank. `onText` hears each change (the caller reports typing and clears its refusal there).
 */
export function ChatSendBox({
  text,
  label,
  placeholder,
  send,
  invalid,
  busy,
  maxLength,
  onText,
  onSubmit,
}: {
  text: string;
  label: string;
  placeholder: string;
  send: string;
  invalid: boolean;
  busy: boolean;
  maxLength?: number;
  onText: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const theme = useTheme();
  return (
    <form onSubmit={onSubmit} noValidate css={{ display: 'flex', gap: 8, alignItems: 'end' }}>
      <textarea
        value={text}
        rows={2}
        maxLength={maxLength}
        aria-label={label}
        aria-invalid={invalid}
        placeholder={placeholder}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        css={{
          flex: 1,
          minWidth: 0,
          boxSizing: 'border-box',
          padding: 10,
          borderRadius: theme.radius,
          border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
          background: theme.color.surface,
          color: theme.color.text,
          fontSize: 16,
          fontFamily: 'inherit',
          lineHeight: 1.4,
          resize: 'none',
          ':focus': { outline: 'none', borderColor: theme.color.accent },
        }}
      />
      <div css={{ width: 72 }}>
        <Button type="submit" busy={busy} disabled={text.trim() === ''}>
          {send}
        </Button>
      </div>
    </form>
  );
}
