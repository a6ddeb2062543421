import { useTheme } from '@emotion/react';

export interface ChoiceChip<T extends string> {
  id: T;
  label: string;
}

/**
 * One choice of a few, as a row of equal buttons that say which is pressed (a period, a provider): the chosen
 * one filled in the accent. `selected` may be null until the player picks. The row wraps to a second line
 * only where the words cannot share one at 360 px.
 */
export function ChoiceChips<T extends string>({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: readonly ChoiceChip<T>[];
  selected: T | null;
  onSelect: (id: T) => void;
}) {
  const theme = useTheme();
  return (
    <div
      role="group"
      aria-label={label}
      css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(72px, 1fr))', gap: 6 }}
    >
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(item.id)}
            css={{
              minWidth: 0,
              minHeight: 40,
              padding: '0 8px',
              borderRadius: theme.radius,
              border: `1px solid ${active ? theme.color.accent : theme.color.border}`,
              background: active ? theme.color.accent : theme.color.surface,
              color: active ? theme.color.onAccent : theme.color.text,
              fontSize: 14,
              fontWeight: active ? 700 : 500,
              overflowWrap: 'anywhere',
              cursor: 'pointer',
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
