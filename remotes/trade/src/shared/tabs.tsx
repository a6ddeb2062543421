import { TabBar } from '@bx/ui';
import { useState, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  render: () => ReactNode;
}

/** Lists of the screen behind tabs, so a phone shows one at a time under the betting form. */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [selected, setSelected] = useState(items[0]?.id ?? '');
  const current = items.find((item) => item.id === selected) ?? items[0];
  return (
    <section aria-label={label} css={{ margin: '0 10px 10px' }}>
      <TabBar items={items} selected={current?.id ?? ''} onSelect={setSelected} />
      <div role="tabpanel" aria-label={current?.label}>
        {current?.render()}
      </div>
    </section>
  );
}
