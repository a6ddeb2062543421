import { ListState } from '../../../shared/list-state';
import { useCurrentBets } from '../api/get-current-bets';

import { BetList } from './bet-list';

/** My bets of the option that have not settled yet. */
export function MyCurrentBets({
  tradeOptionId,
  currency,
  refreshKey,
}: {
  tradeOptionId: number;
  currency: string;
  refreshKey: string;
}) {
  const bets = useCurrentBets(tradeOptionId, refreshKey);
  return (
    <ListState data={bets} empty="진행 중인 베팅이 없습니다." onRetry={bets.reload}>
      {(items) => <BetList bets={items} currency={currency} label="진행 중인 베팅" />}
    </ListState>
  );
}
