import { useTheme } from '@emotion/react';
import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line field with the text field's look; a red edge while refused; monospace for HTML. */
export function TextAreaField({
  label,
  invalid = false,
  monospace = false,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; invalid?: boolean; monospace?: boolean }) {
  const theme = useTheme();
  const id = useId();
  return (
    <label htmlFor={id} css={{ display: 'grid', gap: 6, fontSize: 14, color: theme.color.textMuted }}>
      {label}
      <textarea
        id={id}
        aria-invalid={invalid}
        {...props}
        css={{
          width: '100%',
          boxSizing: 'border-box',
          padding: 12,
          borderRadius: theme.radius,
          border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
          background: theme.color.surface,
          color: theme.color.text,
          fontSize: 15,
          fontFamily: monospace ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : 'inherit',
          lineHeight: 1.5,
          resize: 'vertical',
          ':focus': { outline: 'none', borderColor: theme.color.accent },
        }}
      />
    </label>
  );
}
