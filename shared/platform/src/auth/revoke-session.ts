import { apiRequest } from '../http/http-client';

import type { StoredTokens } from './token-storage';

/**
 * POST /api/logout: the server revokes the session's refresh-token family, so a copy of the tokens dies
 * with it. Carries the tokens being ended, as they were, never refreshed first.
 */
export function revokeSession({ accessToken, refreshToken }: StoredTokens): Promise<{ loggedOut: boolean }> {
  return apiRequest('post', 'logout', {
    auth: false,
    headers: { Authorization: `Bearer ${accessToken}` },
    json: { refreshToken },
  });
}
