import { useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

/** A full-width row of a pickable list (options, coins); the caller lays out its cells with `columns`. */
export function ListRowButton({
  columns,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { columns: string }) {
  const theme = useTheme();
  return (
    <button
      type="button"
      {...props}
      css={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: columns,
        columnGap: 12,
        rowGap: 2,
        alignItems: 'center',
        padding: '12px 16px',
        border: 'none',
        borderBottom: `1px solid ${theme.color.border}`,
        background: 'transparent',
        color: theme.color.text,
        textAlign: 'left',
        cursor: 'pointer',
      }}
    />
  );
}
