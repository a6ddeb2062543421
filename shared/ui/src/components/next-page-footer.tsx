import { clientText, problemText } from '@bx/platform';

import { Button } from './button';
import { FailurePanel } from './failure-panel';

/** What a paged list's footer needs of its infinite query (TanStack Query's names). */
export interface NextPageQuery {
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Under a paged list: the next page's button while there is one, or its failure with a retry. */
export function NextPageFooter({ query, label }: { query: NextPageQuery; label: string }) {
  if (query.isFetchNextPageError)
    return <FailurePanel message={problemText(query.error)} onRetry={() => void query.fetchNextPage()} />;
  if (!query.hasNextPage) return null;
  return (
    <Button variant="plain" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? clientText('LIST_LOADING') : label}
    </Button>
  );
}
