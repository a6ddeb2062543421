import { useRecentAllBets } from '../api/get-recent-all-bets';

import { BetsPanel } from './bets-panel';

interface Props {
  tradeOptionId: number;
  currency: string;
  refreshKey: string;
}

/** Everyone's latest bets on the option, without names: what the visitor view shows of the action. */
export function RecentAllBets({ tradeOptionId, currency, refreshKey }: Props) {
  const bets = useRecentAllBets(tradeOptionId, refreshKey);
  return <BetsPanel bets={bets} empty="아직 베팅이 없습니다." label="실시간 베팅" currency={currency} />;
}
