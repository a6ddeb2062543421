import { problemText, queryState, useOverseaOptionsQuery } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import type { ReactNode } from 'react';

import { firstOpenOption } from '../utils/first-open-option';
import { overseaText } from '../../../shared/oversea-text';

/**
 * /oversea, the page players land on, draws the first option that is not resting (the drawer's list, same
 * cache entry) where it is, so the address stays the one the footer's quick-order tab names. When every
 * market rests, the first one: its screen says so.
 */
export function FirstOpenOption({ children }: { children: (optionId: number) => ReactNode }) {
  const query = useOverseaOptionsQuery();
  const options = queryState(query);
  if (options.status === 'loading') return <Loader label={overseaText('OPTION_LOADING')} />;
  if (options.status === 'failed') {
    return <FailurePanel message={problemText(query.error)} onRetry={options.retry} />;
  }
  const first = firstOpenOption(options.data);
  if (!first)
    return <FailurePanel message={overseaText('NO_TRADABLE_OPTION')} onRetry={() => void query.refetch()} />;
  return <>{children(first.id)}</>;
}
