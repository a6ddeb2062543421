import { clientText, problemText, type QueryState } from '@bx/platform';
import { FailurePanel } from './failure-panel';
import { Loader } from './loader';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Loading, failed and empty states of a list, so every list on the screen says which one it is in. */
export function ListState<T>({
  list,
  error,
  empty,
  children,
}: {
  list: QueryState<T[]>;
  /** Why the list failed, told to the player in their words. */
  error: unknown;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const theme = useTheme();
  if (list.status === 'loading') return <Loader label={clientText('LIST_LOADING')} />;
  if (list.status === 'failed') return <FailurePanel message={problemText(error)} onRetry={list.retry} />;
  if (list.data.length === 0) {
    return (
      <p css={{ margin: 0, padding: '24px 16px', textAlign: 'center', color: theme.color.textMuted }}>
        {empty}
      </p>
    );
  }
  return <>{children(list.data)}</>;
}
