import { clientText } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

import { useOpenOptions } from '../api/get-open-options';

/** /exchange without an id opens the first tradable option, replacing the URL so back does not loop. */
export function FirstOptionRedirect({ pathOf }: { pathOf: (optionId: number) => string }) {
  const options = useOpenOptions();
  const { reload } = options;
  // A list that answers empty is retried now and then: an option may be switched back on.
  useEffect(() => {
    if (options.status !== 'ready' || options.data.length > 0) return undefined;
    const timer = setTimeout(reload, 10_000);
    return () => clearTimeout(timer);
  }, [options.status, options.data, reload]);

  if (options.status === 'loading') return <Loader label={clientText('OPTION_LOADING')} />;
  if (options.status === 'error') return <FailurePanel message={options.error} onRetry={reload} />;
  const first = options.data[0];
  if (!first) return <FailurePanel message={clientText('NO_TRADABLE_OPTION')} onRetry={reload} />;
  return <Navigate to={pathOf(first.id)} replace />;
}
