import { SEARCH_TEXTS } from '@bx/search-messages';
import { areaTextFrom } from '@bx/platform';

/**
 * A text of the search screens in the site's language, its {name} parts filled in: the area's own (`@bx/search-messages`,
 * bundled here, so it ships with this remote) or one of the shared client messages.
 */
export const searchText = areaTextFrom(SEARCH_TEXTS);

/** A code `searchText` reads. */
export type SearchTextCode = Parameters<typeof searchText>[0];
