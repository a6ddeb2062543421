import { cardStyle } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A short list of the detail (positions, orders, bets, requests), or a line saying there is none. */
export function DetailList<T>({
  label,
  rows,
  empty,
  renderRow,
}: {
  label: string;
  rows: readonly T[];
  empty: string;
  renderRow: (row: T) => ReactNode;
}) {
  const theme = useTheme();
  if (rows.length === 0)
    return <p css={{ margin: 0, fontSize: 13, color: theme.color.textMuted }}>{empty}</p>;
  return (
    <ul aria-label={label} css={{ display: 'grid', gap: 6, margin: 0, padding: 0, listStyle: 'none' }}>
      {rows.map((row, index) => (
        <li key={index} css={{ ...cardStyle(theme), gap: 4, padding: '10px 12px', fontSize: 13 }}>
          {renderRow(row)}
        </li>
      ))}
    </ul>
  );
}

/** A row's first line (what, on the left; an amount or state, on the right) and its muted second line. */
export function DetailRow({ title, value, line }: { title: ReactNode; value?: ReactNode; line?: ReactNode }) {
  const theme = useTheme();
  return (
    <>
      <div css={{ display: 'flex', alignItems: 'baseline', gap: 8, minWidth: 0 }}>
        <strong css={{ minWidth: 0, fontSize: 14, overflowWrap: 'anywhere' }}>{title}</strong>
        {value !== undefined ? (
          <span
            css={{
              marginLeft: 'auto',
              fontVariantNumeric: 'tabular-nums',
              textAlign: 'right',
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </span>
        ) : null}
      </div>
      {line !== undefined ? (
        <span css={{ fontSize: 12, color: theme.color.textMuted, overflowWrap: 'anywhere' }}>{line}</span>
      ) : null}
    </>
  );
}
