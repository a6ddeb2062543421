import type { TradeRound } from '@bx/contracts';
import { useLocalSettings } from '@bx/platform';
import { playSound } from '@bx/ui';
import { keyframes, useTheme } from '@emotion/react';
import { useEffect, useRef } from 'react';

import { isAlarmTime } from '../utils/result-notice';
import { tradeText } from '../../../shared/trade-text';

const pulse = keyframes`50% { opacity: 0.45; }`;

/**
 * The bet-end alarm (a local setting, on by default): in the last seconds of a round the player bet on, a
 * pulsing line and one chime.
 */
export function RoundEndAlarm({
  round,
  now,
  betRounds,
}: {
  round: TradeRound | null;
  now: number;
  betRounds: ReadonlySet<number>;
}) {
  const theme = useTheme();
  const { betEndAlarm } = useLocalSettings()[0];
  const active =
    betEndAlarm && round !== null && betRounds.has(round.tradeRoundId) && isAlarmTime(round.closeAt, now);
  const rang = useRef<number | null>(null);
  useEffect(() => {
    if (!active || round === null || rang.current === round.tradeRoundId) return;
    rang.current = round.tradeRoundId;
    playSound('filled');
  }, [active, round]);
  if (!active) return null;
  return (
    <p
      role="status"
      css={{
        margin: 0,
        padding: '6px 10px',
        borderRadius: theme.radius,
        background: theme.color.surfaceRaised,
        color: theme.color.accent,
        fontSize: 13,
        fontWeight: 700,
        textAlign: 'center',
        animation: `${pulse} 1s ease-in-out infinite`,
      }}
    >
      {tradeText('ROUND_END_SOON')}
    </p>
  );
}
