import type { Bet, TradeRound } from '@bx/contracts';
import { clientText } from '@bx/platform';

import { messageText } from '../../../shared/message-text';
import { sideLabel } from '../../../shared/side-label';

export type Tone = 'win' | 'lose' | 'neutral' | 'running';

/** The spec's game status as a player reads it: 0 running, 1 won or lost, 2 cancelled, 3 void (both refunded). */
export function betStatusLabel(bet: Pick<Bet, 'status' | 'won'>): { text: string; tone: Tone } {
  switch (bet.status) {
    case 1:
      return bet.won
        ? { text: clientText('BET_WON'), tone: 'win' }
        : { text: clientText('BET_LOST'), tone: 'lose' };
    case 2:
      return { text: clientText('BET_CANCELLED'), tone: 'neutral' };
    case 3:
      return { text: clientText('BET_VOID'), tone: 'neutral' };
    default:
      return { text: clientText('BET_RUNNING'), tone: 'running' };
  }
}

/** A finished round's outcome: the side that won, a tie, or a cancelled round; null while it runs. */
export function roundOutcomeLabel(round: Pick<TradeRound, 'status' | 'winner'>): string | null {
  if (round.status === 1 && round.winner)
    return messageText('ROUND_WINNER', { side: sideLabel(round.winner) });
  if (round.status === 3) return clientText('ROUND_TIE');
  if (round.status === 2) return clientText('BET_CANCELLED');
  return null;
}
