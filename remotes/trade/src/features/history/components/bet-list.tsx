import type { Bet } from '@bx/contracts';
import { useTheme } from '@emotion/react';

import { formatClock, formatMoney } from '../../../shared/format-money';
import { tabular } from '../../../shared/panel';
import { betStatusLabel, SIDE_LABELS, type Tone } from '../utils/status-label';

/** Bets as compact rows: round and time, side, stake, status and what was paid back. */
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
              gap: 8,
              padding: '10px 4px',
              borderBottom: `1px solid ${theme.color.border}`,
              fontSize: 13,
            }}
          >
            <span css={{ display: 'grid', gap: 2 }}>
              <span>
                <strong css={{ color: bet.type === 'B' ? theme.color.buy : theme.color.sell }}>
                  {SIDE_LABELS[bet.type]}
                </strong>
                {` ${formatMoney(bet.point)} ${currency}`}
              </span>
              <small
                css={{ color: theme.color.textMuted }}
              >{`${bet.tradeRoundId}회차 · ${formatClock(bet.createdAt)}`}</small>
            </span>
            <span css={{ textAlign: 'right', color: theme.color.textMuted }}>
              {bet.status === 0 ? '' : formatMoney(bet.payout)}
            </span>
            <span css={{ minWidth: 64, textAlign: 'right', fontWeight: 700, color: toneColour[status.tone] }}>
              {status.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
