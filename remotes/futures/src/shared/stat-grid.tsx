import { tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Figures side by side in `columns` equal columns (a position's, a trader's), each a <Stat>. */
export function StatGrid({ columns = 2, children }: { columns?: number; children: ReactNode }) {
  return (
    <dl
      css={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: '6px 10px',
      }}
    >
      {children}
    </dl>
  );
}

/** One figure of a StatGrid: its name over its value, in `color` when it has a sign to show. */
export function Stat({
  label,
  value,
  testId,
  color,
  large = false,
}: {
  label: string;
  value: string;
  testId?: string;
  color?: string;
  large?: boolean;
}) {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <dt css={{ fontSize: 11, color: theme.color.textMuted }}>{label}</dt>
      <dd
        data-testid={testId}
        css={{
          ...tabular,
          margin: 0,
          fontSize: large ? 17 : 13,
          fontWeight: large ? 800 : 600,
          color,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </dd>
    </div>
  );
}
