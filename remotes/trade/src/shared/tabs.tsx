import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  render: () => ReactNode;
}

/** Lists of the screen behind tabs, so a phone shows one at a time under the betting form. */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const theme = useTheme();
  const [selected, setSelected] = useState(items[0]?.id ?? '');
  const current = items.find((item) => item.id === selected) ?? items[0];
  return (
    <section aria-label={label} css={{ margin: '0 10px 10px' }}>
      <div role="tablist" css={{ display: 'flex', borderBottom: `1px solid ${theme.color.border}` }}>
        {items.map((item) => {
          const active = item.id === current?.id;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() => setSelected(item.id)}
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
      <div role="tabpanel" aria-label={current?.label}>
        {current?.render()}
      </div>
    </section>
  );
}
