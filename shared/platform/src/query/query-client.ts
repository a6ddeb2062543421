import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../http/api-error';

/**
 * The one cache of server state. @tanstack/react-query is a federation singleton and this module lives in the
 * platform singleton, so the host and every remote read and write this same instance; the host provides it at
 * the root (host/src/app/app.tsx). Socket pushes write into it or mark what they change stale.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (4xx) is the server's answer; a network failure or a 5xx gets two more tries.
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      // Pushes keep what is on screen current; coming back to the tab is no reason to ask again.
      refetchOnWindowFocus: false,
      // Components that mount together (a header and a drawer) share one answer instead of asking twice.
      staleTime: 5_000,
    },
  },
});
