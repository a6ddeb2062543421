import type { GameType } from '@bx/contracts';

/** How a game type reads in menus: rent rounds by their length, binary rounds as binary and their length. */
export function gameTypeLabel(type: GameType): string {
  if (type === 'R.5') return '30초';
  const minutes = type.slice(1);
  return type.startsWith('B') ? `바이너리 ${minutes}분` : `${minutes}분`;
}
