import { OVERSEA_TEXTS } from '@bx/oversea-messages';
import { areaTextFrom } from '@bx/platform';

/**
 * A text of the oversea screens in the site's language, its {name} parts filled in: the area's own (`@bx/oversea-messages`,
 * bundled here, so it ships with this remote) or one of the shared client messages.
 */
export const overseaText = areaTextFrom(OVERSEA_TEXTS);

/** A code `overseaText` reads. */
export type OverseaTextCode = Parameters<typeof overseaText>[0];
