import { useTheme } from '@emotion/react';
import type { LiHTMLAttributes, ReactNode } from 'react';

/**
 * One item of a trading screen's list (an order, a position), ruled off the one above: its lines, and at the
 * line's end `action` (a cancel). `stacked` items (a position and its editors) lay their parts one under
 * another instead; `dimmed` ones are no longer active.
 */
export function ListRow({
  action,
  stacked = false,
  dimmed = false,
  children,
  ...attributes
}: LiHTMLAttributes<HTMLLIElement> & {
  action?: ReactNode;
  stacked?: boolean;
  dimmed?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  const ruled = { padding: '10px 0', borderTop: `1px solid ${theme.color.border}` };
  if (stacked)
    return (
      <li {...attributes} css={{ ...ruled, display: 'grid', gap: 8 }}>
        {children}
      </li>
    );
  return (
    <li
      {...attributes}
      css={{ ...ruled, display: 'flex', alignItems: 'center', gap: 8, opacity: dimmed ? 0.5 : undefined }}
    >
      <div css={{ flex: 1, minWidth: 0, display: 'grid', gap: 2 }}>{children}</div>
      {action}
    </li>
  );
}
