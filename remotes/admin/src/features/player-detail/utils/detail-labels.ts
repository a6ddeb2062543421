import { GAME_STATUS, type Bet, type ClientMessageCode } from '@bx/contracts';

/** A bet's outcome as the players' histories word it. */
export function betResultLabel(bet: Pick<Bet, 'status' | 'won'>): ClientMessageCode {
  if (bet.status === GAME_STATUS.RUNNING) return 'BET_RUNNING';
  if (bet.status === GAME_STATUS.CANCELLED) return 'BET_CANCELLED';
  if (bet.status === GAME_STATUS.VOID) return 'BET_VOID';
  return bet.won ? 'BET_WON' : 'BET_LOST';
}

/** The player id of the address (/admin/players/:id), or 0 when it is not one. */
export function playerIdOf(param: string | undefined): number {
  return param !== undefined && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0;
}
