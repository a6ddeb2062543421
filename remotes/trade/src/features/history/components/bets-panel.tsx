import type { Bet } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { ListState } from '@bx/ui';
import type { UseQueryResult } from '@tanstack/react-query';

import { BetList } from './bet-list';

/** A queried list of bets with its loading, failed and empty states. */
export function BetsPanel({
  bets,
  empty,
  label,
  currency,
}: {
  bets: UseQueryResult<Bet[]>;
  empty: string;
  label: string;
  currency: string;
}) {
  return (
    <ListState list={queryState(bets)} error={bets.error} empty={empty}>
      {(items) => <BetList bets={items} currency={currency} label={label} />}
    </ListState>
  );
}
