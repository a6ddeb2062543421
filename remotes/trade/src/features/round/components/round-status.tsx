import type { TradeOption, TradeRound } from '@bx/contracts';
import { formatMinutesSeconds, formatPrice } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { formatClock } from '../../../shared/format-money';
import { tabular } from '../../../shared/panel';
import { countdownOf, displayPhase, PHASE_LABELS } from '../utils/round-phase';

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
    const note = loading ? '회차 정보를 불러오는 중' : (error ?? '진행 중인 회차가 없습니다.');
    return (
      <div role="status" css={{ padding: '8px 0', color: theme.color.textMuted, fontSize: 14 }}>
        {note}
      </div>
    );
  }
  const phase = displayPhase(round, now);
  const { toLock, toClose } = countdownOf(round, now);
  const open = phase === 'OPEN';
  const cell = { display: 'grid', gap: 2, textAlign: 'center' } as const;
  const caption = { fontSize: 12, color: theme.color.textMuted } as const;
  const big = { ...tabular, fontSize: 20, fontWeight: 700 } as const;
  return (
    <div aria-label="회차 정보" css={{ display: 'grid', gap: 8 }}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <span css={{ fontSize: 13, color: theme.color.textMuted }}>
          {`${round.roundNo}회차 · 배당 `}
          <strong css={{ color: theme.color.accent }}>{`${option.payoutRate}배`}</strong>
        </span>
        <span
          role="status"
          aria-label="회차 상태"
          css={{
            padding: '2px 10px',
            borderRadius: 999,
            fontSize: 13,
            fontWeight: 700,
            background: open ? theme.color.accent : theme.color.surfaceRaised,
            color: open ? '#111' : theme.color.text,
          }}
        >
          {PHASE_LABELS[phase]}
        </span>
      </div>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <div css={cell}>
          <span css={caption}>{`베팅 마감 ${formatClock(round.lockAt)}`}</span>
          <span
            aria-label="베팅 마감까지"
            css={{ ...big, color: open ? theme.color.accent : theme.color.textMuted }}
          >
            {formatMinutesSeconds(Math.ceil(toLock / 1000))}
          </span>
        </div>
        <div css={cell}>
          <span css={caption}>{`결과 ${formatClock(round.closeAt)}`}</span>
          <span aria-label="결과까지" css={big}>
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
        {round.lockPrice !== null ? `진입가 ${formatPrice(round.lockPrice, option.precision)}` : ''}
        {round.lockPrice !== null && round.closePrice !== null
          ? ` → 종료가 ${formatPrice(round.closePrice, option.precision)}`
          : ''}
      </div>
    </div>
  );
}
