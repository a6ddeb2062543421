import type { UserRole } from '@bx/contracts';

/** The accounts the live chat serves (the server answers others 403 NO_PERMISSION): players and traders. */
export const CHAT_ROLES: readonly UserRole[] = ['PLAYER', 'TRADER'];
