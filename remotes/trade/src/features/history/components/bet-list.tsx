import { formatAmount, GAME_STATUS, type Bet } from '@bx/contracts';
import { useTheme } from '@emotion/react';

import { formatClock } from '@bx/chart';
import { tabular } from '@bx/ui';
import { roundPricesText } from '../../../shared/round-prices';
import { sideLabel } from '../../../shared/side-label';
import { betStatusLabel, type Tone } from '../utils/status-label';
import { tradeText } from '../../../shared/trade-text';

/**
 * Bets as compact rows: side and stake, the option's own round number and time, what was paid back (with
 * the unit), the status, and the round's entry and close prices once the round has them.
 */
export function BetList({ bets, currency, label }: { bets: Bet[]; currency: string; label: string }) {
  const theme = useTheme();
  const toneColour: Record<Tone, string> = {
    win: theme.color.buy,
    lose: theme.color.textMuted,
    neutral: theme.color.text,
    running: theme.color.accent,
  };
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {bets.map((bet) => {
        const status = betStatusLabel(bet);
        return (
          <li
            key={bet.id}
            css={{
              ...tabular,
              display: 'grid',
              gridTemplateColumns: '1fr auto auto',
              alignItems: 'center',
              columnGap: 8,
              rowGap: 2,
              padding: '10px 4px',
              borderBottom: `1px solid ${theme.color.border}`,
              fontSize: 13,
            }}
          >
            <span css={{ display: 'grid', gap: 2 }}>
              <span>
                <strong css={{ color: bet.type === 'B' ? theme.color.buy : theme.color.sell }}>
                  {sideLabel(bet.type)}
                </strong>
                {` ${formatAmount(bet.point)} ${currency}`}
              </span>
              <small css={{ color: theme.color.textMuted }}>
                {`${tradeText('ROUND_NO', { no: bet.roundNo })} · ${formatClock(bet.createdAt)}`}
              </small>
            </span>
            <span css={{ textAlign: 'right', color: theme.color.textMuted }}>
              {bet.status === GAME_STATUS.RUNNING
                ? ''
                : tradeText('BET_PAID', { amount: `${formatAmount(bet.payout)} ${currency}` })}
            </span>
            <span css={{ minWidth: 64, textAlign: 'right', fontWeight: 700, color: toneColour[status.tone] }}>
              {status.text}
            </span>
            {bet.lockPrice === null && bet.closePrice === null ? null : (
              <small css={{ gridColumn: '1 / -1', color: theme.color.textMuted }}>
                {roundPricesText(bet.lockPrice, bet.closePrice, formatAmount)}
              </small>
            )}
          </li>
        );
      })}
    </ul>
  );
}
