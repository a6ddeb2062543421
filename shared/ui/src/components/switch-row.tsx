import { useTheme } from '@emotion/react';

/**
 * A labelled on/off switch row (role="switch"): the whole row is the control, so a thumb finds it at 360 px.
 * `busy` while its change is being saved; `disabled` where it cannot change at all.
 */
export function SwitchRow({
  label,
  checked,
  onChange,
  busy = false,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  busy?: boolean;
  disabled?: boolean;
}) {
  const theme = useTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={() => onChange(!checked)}
      css={{
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        minHeight: 48,
        padding: '0 14px',
        border: 'none',
        background: 'transparent',
        color: theme.color.text,
        fontSize: 15,
        textAlign: 'left',
        cursor: 'pointer',
        ':disabled': { cursor: 'default', opacity: disabled ? 0.45 : 0.7 },
      }}
    >
      <span css={{ flex: 1, minWidth: 0 }}>{label}</span>
      <span
        aria-hidden
        css={{
          position: 'relative',
          flex: 'none',
          width: 44,
          height: 26,
          borderRadius: 13,
          background: checked ? theme.color.accent : theme.color.surfaceRaised,
          border: `1px solid ${checked ? theme.color.accent : theme.color.border}`,
          transition: 'background 120ms',
          '::after': {
            content: '""',
            position: 'absolute',
            top: 2,
            left: checked ? 20 : 2,
            width: 20,
            height: 20,
            borderRadius: '50%',
            background: checked ? theme.color.onAccent : theme.color.textMuted,
            transition: 'left 120ms',
          },
        }}
      />
    </button>
  );
}
