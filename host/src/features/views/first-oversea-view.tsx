import { clientText, problemText, queryState, useOverseaOptionsQuery } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import { Navigate } from 'react-router-dom';

/**
 * /overseaView: the visitor's quick-order tab (the spec sends a visitor's trade tabs to the url plus View). The
 * view shows one option, so it opens the first one trading now, else the first one, replacing the URL so back
 * does not come here again.
 */
export function FirstOverseaView() {
  const query = useOverseaOptionsQuery();
  const options = queryState(query);
  if (options.status === 'loading') return <Loader label={clientText('LOADING_SCREEN')} />;
  if (options.status === 'failed')
    return <FailurePanel message={problemText(query.error)} onRetry={options.retry} />;
  const first = options.data.find((option) => !option.isRest) ?? options.data[0];
  if (!first) return <FailurePanel message={clientText('NO_OPTIONS')} />;
  return <Navigate to={`/overseaView/${first.id}`} replace />;
}
