import { Button } from '@bx/ui';
import type { ReactNode } from 'react';

/**
 * One row's own action in a list whose rows each have one (remove, close): it waits while it runs (`pending` is
 * its `rowKey`), and while another row's runs.
 */
export function RowAction<K>({
  rowKey,
  pending,
  onClick,
  children,
}: {
  rowKey: K;
  pending: K | null;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="plain"
      size="small"
      busy={pending === rowKey}
      disabled={pending !== null}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
