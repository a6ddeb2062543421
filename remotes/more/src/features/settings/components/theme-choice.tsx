import { useLocalSettings, type ThemeName } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { moreText } from '../../../shared/more-text';

const THEMES: { name: ThemeName; label: 'THEME_DARK' | 'THEME_LIGHT' }[] = [
  { name: 'dark', label: 'THEME_DARK' },
  { name: 'light', label: 'THEME_LIGHT' },
];

/**
 * The colour theme as two radio buttons side by side; a choice is saved and drawn at once, since the host's
 * theme follows the same local setting.
 */
export function ThemeChoice() {
  const [settings, update] = useLocalSettings();
  const theme = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label={moreText('SETTING_THEME')}
      css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, padding: 10 }}
    >
      {THEMES.map(({ name, label }) => {
        const chosen = settings.theme === name;
        return (
          <label
            key={name}
            css={{
              position: 'relative',
              display: 'grid',
              placeItems: 'center',
              minHeight: 44,
              borderRadius: theme.radius,
              border: `1px solid ${chosen ? theme.color.accent : theme.color.border}`,
              background: chosen ? theme.color.accent : theme.color.surfaceRaised,
              color: chosen ? theme.color.onAccent : theme.color.text,
              fontSize: 15,
              fontWeight: chosen ? 700 : 500,
              cursor: 'pointer',
              ':has(input:focus-visible)': { outline: `2px solid ${theme.color.text}`, outlineOffset: 2 },
            }}
          >
            {/* The native radio stays for keyboards and screen readers; the label is what a thumb sees. */}
            <input
              type="radio"
              name="theme"
              value={name}
              checked={chosen}
              onChange={() => update({ theme: name })}
              css={{ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' }}
            />
            {moreText(label)}
          </label>
        );
      })}
    </div>
  );
}
