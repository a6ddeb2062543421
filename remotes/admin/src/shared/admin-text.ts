import { ADMIN_TEXTS, type AdminMessageCode } from '@bx/admin-messages';
import { textFrom } from '@bx/platform';

export type { AdminMessageCode };

/**
 * A text of the console in the site's language, its {name} parts filled in. The console's texts ship with the
 * console (`@bx/admin-messages`, bundled here), not in the host's shared messages, so no player's page
 * downloads them.
 */
export const adminText = textFrom(ADMIN_TEXTS);
