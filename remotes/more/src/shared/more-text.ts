import { MORE_TEXTS } from '@bx/more-messages';
import { areaTextFrom } from '@bx/platform';

/**
 * A text of the more screens in the site's language, its {name} parts filled in: the area's own (`@bx/more-messages`,
 * bundled here, so it ships with this remote) or one of the shared client messages.
 */
export const moreText = areaTextFrom(MORE_TEXTS);

/** A code `moreText` reads. */
export type MoreTextCode = Parameters<typeof moreText>[0];
