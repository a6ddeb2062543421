import { problemText, type QueryState } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { moreText } from './more-text';

/** Loading, failed, empty or ready: every list and page of the area says which one it is in. */
export function LoadState<T>({
  state,
  error,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  state: QueryState<T>;
  /** Why it failed, told to the player in their words. */
  error: unknown;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const theme = useTheme();
  if (state.status === 'loading') return <Loader label={moreText('LIST_LOADING')} />;
  if (state.status === 'failed') return <FailurePanel message={problemText(error)} onRetry={state.retry} />;
  if (empty !== undefined && isEmpty(state.data)) {
    return (
      <p css={{ margin: 0, padding: '32px 16px', textAlign: 'center', color: theme.color.textMuted }}>
        {empty}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}
