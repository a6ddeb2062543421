import { ListState } from '../../../shared/list-state';
import { useRecentAllBets } from '../api/get-recent-all-bets';

import { BetList } from './bet-list';

/** Everyone's latest bets on the option, without names: what the visitor view shows of the action. */
export function RecentAllBets({
  tradeOptionId,
  currency,
  refreshKey,
}: {
  tradeOptionId: number;
  currency: string;
  refreshKey: string;
}) {
  const bets = useRecentAllBets(tradeOptionId, refreshKey);
  return (
    <ListState data={bets} empty="아직 베팅이 없습니다." onRetry={bets.reload}>
      {(items) => <BetList bets={items} currency={currency} label="실시간 베팅" />}
    </ListState>
  );
}
