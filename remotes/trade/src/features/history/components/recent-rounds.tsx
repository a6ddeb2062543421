import type { TradeOption } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { formatPrice, ListState, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { formatClock } from '@bx/chart';
import { roundPricesText } from '../../../shared/round-prices';
import { useRecentRounds } from '../api/get-recent-rounds';
import { roundOutcomeLabel } from '../utils/status-label';
import { tradeText } from '../../../shared/trade-text';

/** The option's latest rounds with their lock and close prices and the side that won. */
export function RecentRounds({ option }: { option: TradeOption }) {
  const theme = useTheme();
  const rounds = useRecentRounds(option.id);
  const price = (value: string) => formatPrice(value, option.precision);
  return (
    <ListState list={queryState(rounds)} error={rounds.error} empty={tradeText('ROUNDS_EMPTY')}>
      {(items) => (
        <ul aria-label={tradeText('TAB_ROUNDS')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((round) => {
            const outcome = roundOutcomeLabel(round);
            const colour =
              round.winner === 'B'
                ? theme.color.buy
                : round.winner === 'S'
                  ? theme.color.sell
                  : theme.color.text;
            return (
              <li
                key={round.tradeRoundId}
                css={{
                  ...tabular,
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  gap: 4,
                  padding: '10px 4px',
                  borderBottom: `1px solid ${theme.color.border}`,
                  fontSize: 13,
                }}
              >
                <span>{`${tradeText('ROUND_NO', { no: round.roundNo })} · ${formatClock(round.closeAt)}`}</span>
                <strong css={{ textAlign: 'right', color: outcome ? colour : theme.color.accent }}>
                  {outcome ?? tradeText('BET_RUNNING')}
                </strong>
                <small css={{ color: theme.color.textMuted, gridColumn: '1 / -1' }}>
                  {roundPricesText(round.lockPrice, round.closePrice, price)}
                </small>
              </li>
            );
          })}
        </ul>
      )}
    </ListState>
  );
}
