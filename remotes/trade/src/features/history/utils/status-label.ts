import type { Bet, BetSide, TradeRound } from '@bx/contracts';

export type Tone = 'win' | 'lose' | 'neutral' | 'running';

/** The spec's game status as a player reads it: 0 running, 1 won or lost, 2 cancelled, 3 void (both refunded). */
export function betStatusLabel(bet: Pick<Bet, 'status' | 'won'>): { text: string; tone: Tone } {
  switch (bet.status) {
    case 1:
      return bet.won ? { text: '적중', tone: 'win' } : { text: '미적중', tone: 'lose' };
    case 2:
      return { text: '취소(환불)', tone: 'neutral' };
    case 3:
      return { text: '무효(환불)', tone: 'neutral' };
    default:
      return { text: '진행중', tone: 'running' };
  }
}

export const SIDE_LABELS: Record<BetSide, string> = { B: '상승', S: '하락' };

/** A finished round's outcome: the side that won, a tie, or a cancelled round; null while it runs. */
export function roundOutcomeLabel(round: Pick<TradeRound, 'status' | 'winner'>): string | null {
  if (round.status === 1 && round.winner) return `${SIDE_LABELS[round.winner]} 승`;
  if (round.status === 3) return '무승부(환불)';
  if (round.status === 2) return '취소(환불)';
  return null;
}
