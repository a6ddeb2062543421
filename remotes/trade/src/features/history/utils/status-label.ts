import { GAME_STATUS, type Bet, type TradeRound } from '@bx/contracts';

import { sideLabel } from '../../../shared/side-label';
import { tradeText } from '../../../shared/trade-text';

export type Tone = 'win' | 'lose' | 'neutral' | 'running';

/** The spec's game status as a player reads it: running, won or lost, cancelled or void (both refunded). */
export function betStatusLabel(bet: Pick<Bet, 'status' | 'won'>): { text: string; tone: Tone } {
  switch (bet.status) {
    case GAME_STATUS.REALIZED:
      return bet.won
        ? { text: tradeText('BET_WON'), tone: 'win' }
        : { text: tradeText('BET_LOST'), tone: 'lose' };
    case GAME_STATUS.CANCELLED:
      return { text: tradeText('BET_CANCELLED'), tone: 'neutral' };
    case GAME_STATUS.VOID:
      return { text: tradeText('BET_VOID'), tone: 'neutral' };
    default:
      return { text: tradeText('BET_RUNNING'), tone: 'running' };
  }
}

/** A finished round's outcome: the side that won, a tie, or a cancelled round; null while it runs. */
export function roundOutcomeLabel(round: Pick<TradeRound, 'status' | 'winner'>): string | null {
  if (round.status === GAME_STATUS.REALIZED && round.winner)
    return tradeText('ROUND_WINNER', { side: sideLabel(round.winner) });
  if (round.status === GAME_STATUS.VOID) return tradeText('ROUND_TIE');
  if (round.status === GAME_STATUS.CANCELLED) return tradeText('BET_CANCELLED');
  return null;
}
