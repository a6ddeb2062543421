import type { Bet } from '@bx/contracts';

import { ListState } from '../../../shared/list-state';
import type { RemoteData } from '../../../shared/use-remote-data';

import { BetList } from './bet-list';

/** A loaded list of bets with its loading, error and empty states. */
export function BetsPanel({
  bets,
  empty,
  label,
  currency,
}: {
  bets: RemoteData<Bet[]> & { reload: () => void };
  empty: string;
  label: string;
  currency: string;
}) {
  return (
    <ListState data={bets} empty={empty} onRetry={bets.reload}>
      {(items) => <BetList bets={items} currency={currency} label={label} />}
    </ListState>
  );
}
