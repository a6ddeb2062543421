import { FUTURES_TEXTS } from '@bx/futures-messages';
import { areaTextFrom } from '@bx/platform';

/**
 * A text of the futures screens in the site's language, its {name} parts filled in: the area's own (`@bx/futures-messages`,
 * bundled here, so it ships with this remote) or one of the shared client messages.
 */
export const futuresText = areaTextFrom(FUTURES_TEXTS);

/** A code `futuresText` reads. */
export type FuturesTextCode = Parameters<typeof futuresText>[0];
