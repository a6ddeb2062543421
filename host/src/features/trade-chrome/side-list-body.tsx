import { clientText } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';

import { MarketList, type MarketListItem } from './market-list';
import type { SideList } from './use-side-list';

/** A drawer's list as it stands: loading, failed with a retry, or the options (possibly none). */
export function SideListBody({
  list,
  items,
  onPick,
}: {
  list: SideList<unknown>;
  items: MarketListItem[];
  onPick: (item: MarketListItem) => void;
}) {
  if (list.status === 'loading') return <Loader />;
  if (list.status === 'failed')
    return <FailurePanel message={clientText('OPTIONS_FAILED')} onRetry={list.retry} />;
  return <MarketList items={items} onPick={onPick} />;
}
