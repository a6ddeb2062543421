import { useTheme } from '@emotion/react';

export interface TabBarItem {
  id: string;
  label: string;
}

/**
 * The row of tabs over a screen's lists. The caller keeps which one is selected (component state, or the
 * address when a tab must survive a reload) and draws the panel under it.
 */
export function TabBar({
  items,
  selected,
  onSelect,
}: {
  items: readonly TabBarItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const theme = useTheme();
  return (
    <div role="tablist" css={{ display: 'flex', borderBottom: `1px solid ${theme.color.border}` }}>
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={active}
            onClick={() => onSelect(item.id)}
            css={{
              flex: 1,
              minHeight: 44,
              border: 'none',
              borderBottom: `2px solid ${active ? theme.color.accent : 'transparent'}`,
              background: 'transparent',
              color: active ? theme.color.text : theme.color.textMuted,
              fontWeight: active ? 700 : 500,
              fontSize: 14,
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
