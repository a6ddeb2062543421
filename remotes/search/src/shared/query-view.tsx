import { problemText, type QueryState } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import type { ReactNode } from 'react';
import { searchText } from './search-text';

/**
 * What a block of the screen draws for its query: a spinner while nothing has arrived, the failure in the
 * player's words with a retry, or the data.
 */
export function QueryView<T>({
  state,
  error,
  children,
}: {
  state: QueryState<T>;
  error: unknown;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Loader label={searchText('LIST_LOADING')} />;
  if (state.status === 'failed') return <FailurePanel message={problemText(error)} onRetry={state.retry} />;
  return <>{children(state.data)}</>;
}
