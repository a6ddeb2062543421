import { apiRequest, currentSiteId, queryClient, refreshMe, useAction } from '@bx/platform';
import { useCallback } from 'react';

import { profileKeys } from './get-profile';

/** POST /api/player/change_nick {id, nick, siteInfoId}: the server answers with the nick it kept. */
export function changeNick(id: number, nick: string): Promise<{ nick: string }> {
  return apiRequest<{ nick: string }>('post', 'player/change_nick', {
    json: { id, nick, siteInfoId: currentSiteId() },
  });
}

export function useChangeNick() {
  const send = useCallback(async (id: number, nick: string) => {
    const changed = await changeNick(id, nick);
    // My page's profile and the host's signed-in user (its headers) both take the new nick.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.of(id) }),
      // A failed re-read leaves the old nick in the headers until the next load; the change itself stood.
      refreshMe().catch(() => undefined),
    ]);
    return changed;
  }, []);
  return useAction(send);
}
