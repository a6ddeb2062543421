import type { ClientMessageCode, OverseaCloseReason, OverseaPositionSide } from '@bx/contracts';

/** How each trade ended, in the player's words. */
export const CLOSE_REASON_LABELS: Record<OverseaCloseReason, ClientMessageCode> = {
  MANUAL: 'SEARCH_REASON_MANUAL',
  TAKEPROFIT: 'SEARCH_REASON_TAKEPROFIT',
  STOPLOSS: 'SEARCH_REASON_STOPLOSS',
  LIQUIDATION: 'SEARCH_REASON_LIQUIDATION',
  SESSION_END: 'SEARCH_REASON_SESSION_END',
};

/** A long position was opened by buying, a short one by selling. */
export const SIDE_LABELS: Record<OverseaPositionSide, ClientMessageCode> = {
  LONG: 'SEARCH_SIDE_LONG',
  SHORT: 'SEARCH_SIDE_SHORT',
};
