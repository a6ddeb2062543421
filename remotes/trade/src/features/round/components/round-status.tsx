import type { TradeOption, TradeRound } from '@bx/contracts';
import { formatMinutesSeconds, formatPrice, tabular } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { formatClock } from '@bx/chart';
import { roundPricesText } from '../../../shared/round-prices';
import { countdownOf, displayPhase, phaseLabel } from '../utils/round-phase';
import { tradeText } from '../../../shared/trade-text';

/** The entry price once the round has locked, then the close price beside it; nothing before the lock. */
function roundPrices(round: TradeRound, format: (price: string) => string): string {
  if (round.lockPrice === null) return '';
  if (round.closePrice === null) return tradeText('PRICE_ENTRY', { price: format(round.lockPrice) });
  return roundPricesText(round.lockPrice, round.closePrice, format);
}

/** The running round: its phase, the countdowns to lock and close by the server clock, and the payout. */
export function RoundStatus({
  option,
  round,
  now,
  loading,
  error,
}: {
  option: TradeOption;
  round: TradeRound | null;
  now: number;
  loading: boolean;
  error: string | null;
}) {
  const theme = useTheme();
  if (!round) {
    const note = loading ? tradeText('ROUND_LOADING') : (error ?? tradeText('ROUND_NONE'));
    return (
      <div role="status" css={{ padding: '8px 0', color: theme.color.textMuted, fontSize: 14 }}>
        {note}
      </div>
    );
  }
  const phase = displayPhase(round, now);
  const { toLock, toClose } = countdownOf(round, now);
  const open = phase === 'OPEN';
  // Set tight: the round sits above the chart and the bet form, which a 780 px phone must show in one screen.
  const cell = { display: 'grid', textAlign: 'center' } as const;
  const caption = { fontSize: 12, lineHeight: '16px', color: theme.color.textMuted } as const;
  const big = { ...tabular, fontSize: 20, lineHeight: '24px', fontWeight: 700 } as const;
  return (
    <div aria-label={tradeText('ROUND_INFO')} css={{ display: 'grid', gap: 4 }}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <span css={{ fontSize: 13, color: theme.color.textMuted }}>
          {`${tradeText('ROUND_NO', { no: round.roundNo })} · ${tradeText('ROUND_PAYOUT')} `}
          <strong css={{ color: theme.color.accent }}>
            {tradeText('PAYOUT_RATE', { rate: option.payoutRate })}
          </strong>
        </span>
        <span
          role="status"
          aria-label={tradeText('ROUND_STATE')}
          css={{
            padding: '2px 10px',
            borderRadius: 999,
            fontSize: 13,
            fontWeight: 700,
            background: open ? theme.color.accent : theme.color.surfaceRaised,
            color: open ? theme.color.onAccent : theme.color.text,
          }}
        >
          {phaseLabel(phase)}
        </span>
      </div>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <div css={cell}>
          <span css={caption}>{tradeText('ROUND_LOCK_AT', { time: formatClock(round.lockAt) })}</span>
          <span
            aria-label={tradeText('ROUND_TO_LOCK')}
            css={{ ...big, color: open ? theme.color.accent : theme.color.textMuted }}
          >
            {formatMinutesSeconds(Math.ceil(toLock / 1000))}
          </span>
        </div>
        <div css={cell}>
          <span css={caption}>{tradeText('ROUND_CLOSE_AT', { time: formatClock(round.closeAt) })}</span>
          <span aria-label={tradeText('ROUND_TO_CLOSE')} css={big}>
            {formatMinutesSeconds(Math.ceil(toClose / 1000))}
          </span>
        </div>
      </div>
      {/* Always there, empty until the lock, so the lock price showing up moves nothing below it. */}
      <div
        data-testid="round-prices"
        css={{
          ...tabular,
          minHeight: 18,
          fontSize: 13,
          lineHeight: '18px',
          color: theme.color.textMuted,
          textAlign: 'center',
        }}
      >
        {roundPrices(round, (price) => formatPrice(price, option.precision))}
      </div>
    </div>
  );
}
