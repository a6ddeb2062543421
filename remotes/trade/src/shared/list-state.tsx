import { clientText } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

import type { RemoteData } from './use-remote-data';

/** Loading, error and empty states of a list, so every list on the screen says which one it is in. */
export function ListState<T>({
  data,
  empty,
  onRetry,
  children,
}: {
  data: RemoteData<T[]>;
  empty: string;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  const theme = useTheme();
  if (data.status === 'loading') return <Loader label={clientText('LIST_LOADING')} />;
  if (data.status === 'error' && data.data === undefined) {
    return <FailurePanel message={data.error} onRetry={onRetry} />;
  }
  const items = data.data ?? [];
  if (items.length === 0) {
    return (
      <p css={{ margin: 0, padding: '24px 16px', textAlign: 'center', color: theme.color.textMuted }}>
        {empty}
      </p>
    );
  }
  return <>{children(items)}</>;
}
