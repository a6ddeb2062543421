import type { TradeOption } from '@bx/contracts';
import { getTradeOptions, optionListKeys, problemText, queryState, useSiteInfo } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { tradeText } from '../../../shared/trade-text';

/** How often a list that answered empty is asked again: an option may be switched back on. */
const EMPTY_LIST_RETRY_MS = 10_000;

/** /exchange without an id opens the first tradable option, replacing the URL so back does not loop. */
export function FirstOptionRedirect({ pathOf }: { pathOf: (optionId: number) => string }) {
  const prefix = useSiteInfo()?.stockPrefix;
  // The header's option list (same key), asked again now and then while it is empty.
  const query = useQuery({
    queryKey: optionListKeys.list('trade', prefix),
    queryFn: (): Promise<TradeOption[]> => getTradeOptions(prefix),
    refetchInterval: (list) => (list.state.data?.length === 0 ? EMPTY_LIST_RETRY_MS : false),
  });
  const options = queryState(query);

  if (options.status === 'loading') return <Loader label={tradeText('OPTION_LOADING')} />;
  if (options.status === 'failed') {
    return <FailurePanel message={problemText(query.error)} onRetry={options.retry} />;
  }
  const first = options.data[0];
  if (!first)
    return <FailurePanel message={tradeText('NO_TRADABLE_OPTION')} onRetry={() => void query.refetch()} />;
  return <Navigate to={pathOf(first.id)} replace />;
}
