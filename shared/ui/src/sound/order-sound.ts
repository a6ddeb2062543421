import type { LocalSettings, SoundFlag } from '@bx/platform';

import type { SoundName } from './sound-recipes';

/** Only orders that wait on the book confirm placing and cancelling with a sound (spec section 9). */
const ORDER_TYPES_WITH_SOUND = new Set(['LIMIT', 'STOPLIMIT', 'STOPMARKET']);

/**
 * The sound a realtime order event makes, or null: success and cancel for resting order types only, filled
 * for every order.
 */
export function orderSoundFor(event: string, orderType: string): SoundName | null {
  if (event === 'ORDER_FILLED') return 'filled';
  if (!ORDER_TYPES_WITH_SOUND.has(orderType)) return null;
  if (event === 'ORDER_SUCCESS') return 'success';
  if (event === 'ORDER_CANCEL') return 'cancel';
  return null;
}

/**
 * The setting that switches each sound off. The spec gives long and short no flag of their own; they confirm
 * placing a buy or a sell, so they follow the order-success flag.
 */
const SOUND_FLAGS: Record<SoundName, SoundFlag> = {
  success: 'SUCCESS',
  cancel: 'CANCEL',
  filled: 'FILLED',
  long: 'SUCCESS',
  short: 'SUCCESS',
};

export function isSoundOn(name: SoundName, settings: LocalSettings): boolean {
  return settings.sound[SOUND_FLAGS[name]];
}
