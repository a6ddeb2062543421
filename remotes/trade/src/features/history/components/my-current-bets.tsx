import { useCurrentBets } from '../api/get-current-bets';

import { BetsPanel } from './bets-panel';
import { tradeText } from '../../../shared/trade-text';

interface Props {
  tradeOptionId: number;
  currency: string;
}

/** My bets of the option that have not settled yet. */
export function MyCurrentBets({ tradeOptionId, currency }: Props) {
  const bets = useCurrentBets(tradeOptionId);
  return (
    <BetsPanel
      bets={bets}
      empty={tradeText('CURRENT_BETS_EMPTY')}
      label={tradeText('CURRENT_BETS')}
      currency={currency}
    />
  );
}
