import { ADMIN_COPYTRADE_MESSAGES } from './admin-copytrade-messages';
import { ADMIN_MESSAGES } from './admin-messages';
import { ADMIN_OPS_MESSAGES } from './admin-ops-messages';

/**
 * The ops console's texts with their English. A package of its own, not one of the federation's shared
 * singletons: only the console's build bundles it, while the shared `@bx/contracts` every page loads leaves them
 * out.
 */
export const ADMIN_TEXTS = { ...ADMIN_MESSAGES, ...ADMIN_OPS_MESSAGES, ...ADMIN_COPYTRADE_MESSAGES };
export type AdminMessageCode = keyof typeof ADMIN_TEXTS;
