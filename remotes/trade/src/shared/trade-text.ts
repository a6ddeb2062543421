import { TRADE_TEXTS } from '@bx/trade-messages';
import { areaTextFrom } from '@bx/platform';

/**
 * A text of the trade screens in the site's language, its {name} parts filled in: the area's own (`@bx/trade-messages`,
 * bundled here, so it ships with this remote) or one of the shared client messages.
 */
export const tradeText = areaTextFrom(TRADE_TEXTS);

/** A code `tradeText` reads. */
export type TradeTextCode = Parameters<typeof tradeText>[0];
