import { clientText, type QueryState } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';

import { MarketList, type MarketListItem } from './market-list';

/**
 * A drawer's list as it stands: loading, failed with a retry, or the options (possibly none). A failure is
 * kept apart from an empty answer: "no tradable options" would be a wrong thing to tell the player when the
 * call failed.
 */
export function SideListBody({
  list,
  items,
  onPick,
}: {
  list: QueryState<unknown>;
  items: MarketListItem[];
  onPick: (item: MarketListItem) => void;
}) {
  if (list.status === 'loading') return <Loader />;
  if (list.status === 'failed')
    return <FailurePanel message={clientText('OPTIONS_FAILED')} onRetry={list.retry} />;
  return <MarketList items={items} onPick={onPick} />;
}
