import type { SoundName } from '@bx/ui';
import { orderSoundFor } from '@bx/ui';

/** An event of a player's trading queue (/user/queue/futures, /user/queue/oversea): what happened, to what. */
interface TradingEvent {
  type: string;
  data: unknown;
}

/** An order's event: placed, updated, filled or cancelled. */
export const isOrderEvent = <E extends TradingEvent>(
  event: E,
): event is Extract<E, { type: `ORDER_${string}` }> => event.type.startsWith('ORDER_');

/** Whether a position event takes the position out of the open ones: closed, or liquidated. */
export const closesPosition = (event: TradingEvent): boolean =>
  event.type === 'POSITION_CLOSE' || event.type === 'POSITION_LIQUID';

/** A toast an event raises, with its sound (within the player's sound settings). */
export interface TradeNotice {
  kind: 'success' | 'info' | 'error';
  message: string;
  sound: SoundName | null;
}

/** What an order event says, in the area's words: filled, placed (success) or cancelled. */
export type OrderNoticeTitle = 'FILLED' | 'SUCCESS' | 'CANCEL';

/**
 * What an order event tells the player (spec sections 4 and 9): every fill as a success; an order that is
 * `told` before it fills (one that rests on the book) placed and cancelled as info; with the spec's sound.
 * Null for an update, and for an order told only by its fill.
 */
export function orderNotice(
  event: { type: string; data: { marketType: string } },
  told: boolean,
  line: (title: OrderNoticeTitle) => string,
): TradeNotice | null {
  const sound = orderSoundFor(event.type, event.data.marketType);
  if (event.type === 'ORDER_FILLED') return { kind: 'success', message: line('FILLED'), sound };
  if (!told) return null;
  if (event.type === 'ORDER_SUCCESS') return { kind: 'info', message: line('SUCCESS'), sound };
  if (event.type === 'ORDER_CANCEL') return { kind: 'info', message: line('CANCEL'), sound };
  return null;
}
