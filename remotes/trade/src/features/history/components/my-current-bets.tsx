import { clientText } from '@bx/platform';

import { useCurrentBets } from '../api/get-current-bets';

import { BetsPanel } from './bets-panel';

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
      empty={clientText('CURRENT_BETS_EMPTY')}
      label={clientText('CURRENT_BETS')}
      currency={currency}
    />
  );
}
