import { useRecentAllBets } from '../api/get-recent-all-bets';

import { BetsPanel } from './bets-panel';
import { tradeText } from '../../../shared/trade-text';

interface Props {
  tradeOptionId: number;
  currency: string;
}

/** Everyone's latest bets on the option, without names: what the visitor view shows of the action. */
export function RecentAllBets({ tradeOptionId, currency }: Props) {
  const bets = useRecentAllBets(tradeOptionId);
  return (
    <BetsPanel
      bets={bets}
      empty={tradeText('ALL_BETS_EMPTY')}
      label={tradeText('TAB_ALL_BETS')}
      currency={currency}
    />
  );
}
