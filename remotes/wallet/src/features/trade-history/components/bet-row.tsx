import { GAME_STATUS, type Bet, type TradeOption, formatKstDateTime } from '@bx/contracts';

import { siteLang } from '@bx/platform';

import { cardStyle, tabular } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { betAmountText, betOptionText, betResult, SIDE_WORDS, type BetTone } from '../utils/bet-row';

import { walletText } from '../../../shared/wallet-text';

/**
 * One bet: the option and its result, the side (up in the buy colour, down in the sell colour), its round and
 * stake, when it was placed (Seoul time) and what was paid back once the round is decided.
 */
export function BetRow({ bet, option }: { bet: Bet; option: TradeOption | undefined }) {
  const theme = useTheme();
  const result = betResult(bet);
  const toneColour: Record<BetTone, string> = {
    won: theme.color.buy,
    lost: theme.color.textMuted,
    refunded: theme.color.text,
    running: theme.color.accent,
  };
  const optionText = betOptionText(bet, option, siteLang());
  const side = walletText(SIDE_WORDS[bet.type]);
  const stake = betAmountText(bet.point, bet.currency);
  const line = { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 } as const;
  return (
    <li css={{ listStyle: 'none' }}>
      <article aria-label={`${optionText} ${side} ${stake}`} css={{ ...cardStyle(theme), gap: 6 }}>
        <header css={line}>
          <strong css={{ minWidth: 0, fontSize: 15, overflowWrap: 'anywhere' }}>{optionText}</strong>
          <span
            data-testid="bet-result"
            css={{ flex: 'none', fontSize: 13, fontWeight: 700, color: toneColour[result.tone] }}
          >
            {walletText(result.code)}
          </span>
        </header>
        <div css={{ ...line, ...tabular, fontSize: 14 }}>
          <span>
            <strong css={{ color: bet.type === 'B' ? theme.color.buy : theme.color.sell }}>{side}</strong>
            <span css={{ color: theme.color.textMuted }}>
              {' · '}
              {walletText('ROUND_NO', { no: bet.roundNo })}
            </span>
          </span>
          <span>{walletText('TRADE_HISTORY_STAKE', { amount: stake })}</span>
        </div>
        <div css={{ ...line, ...tabular, fontSize: 12, color: theme.color.textMuted }}>
          <time dateTime={new Date(bet.createdAt).toISOString()}>{formatKstDateTime(bet.createdAt)}</time>
          {bet.status === GAME_STATUS.RUNNING ? null : (
            <span css={{ color: theme.color.text }}>
              {walletText('BET_PAID', { amount: betAmountText(bet.payout, bet.currency) })}
            </span>
          )}
        </div>
      </article>
    </li>
  );
}
