import type { Me } from '@bx/contracts';

import { apiRequest } from '../http/http-client';
import { platformStore } from '../state/platform-store';

import { meAtom, setSignedIn } from './auth-state';

export function getMe(): Promise<Me> {
  return apiRequest<Me>('get', 'me');
}

/**
 * After the player changed their own profile (nickname): every screen reading the signed-in user takes the
 * server's new record. A session that ended or changed hands meanwhile is left as it is.
 */
export async function refreshMe(): Promise<void> {
  const me = await getMe();
  if (platformStore.get(meAtom)?.id === me.id) setSignedIn(me);
}
