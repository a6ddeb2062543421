import { textFrom } from '@bx/platform';

import { ADMIN_MESSAGES } from './messages/admin-messages';
import { ADMIN_OPS_MESSAGES } from './messages/admin-ops-messages';

/** Every text of the console's own, with its English. */
export const ADMIN_TEXTS = { ...ADMIN_MESSAGES, ...ADMIN_OPS_MESSAGES };
export type AdminMessageCode = keyof typeof ADMIN_TEXTS;

/**
 * A text of the console in the site's language, its {name} parts filled in. The console's texts ship with the
 * console, not in the host's shared messages, so no player's page downloads them.
 */
export const adminText = textFrom(ADMIN_TEXTS);
