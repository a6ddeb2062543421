import { apiRequest, currentSiteId, queryClient, useAction } from '@bx/platform';
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
    await queryClient.invalidateQueries({ queryKey: profileKeys.of(id) });
    return changed;
  }, []);
  return useAction(send);
}
