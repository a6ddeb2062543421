import type { RemoteEntry } from '@bx/contracts';

import { apiRequest } from '../http/http-client';
import { meAtom } from '../auth/auth-state';
import { atom, platformStore, useAtomValue } from '../state/platform-store';

import { accountRemotesAtom, siteRemotesAtom } from './site-state';

/** The remotes the host registers: the site's, then those of the account signed in now. */
export const listedRemotesAtom = atom((get) => {
  const site = get(siteRemotesAtom);
  const own = get(accountRemotesAtom);
  if (own === null || own.userId !== get(meAtom)?.id) return site;
  return [...site, ...own.remotes.filter((remote) => !site.some((listed) => listed.name === remote.name))];
});
listedRemotesAtom.debugLabel = 'listedRemotes';

/**
 * Asks which remotes the signed-in account `userId` may load (GET site_info/remotes with its token) and keeps
 * those the site does not list to everyone, for as long as that account stays signed in. `register` gets every
 * remote then listed before any page hears of them, so a page that waits for one finds it loadable. A failure
 * keeps none: the account's pages of them then say they are not there, not wait for ever.
 */
export async function loadAccountRemotes(
  userId: number,
  register: (listed: readonly RemoteEntry[]) => void,
): Promise<void> {
  const remotes = await apiRequest<RemoteEntry[]>('get', 'site_info/remotes').catch(() => []);
  const site = platformStore.get(siteRemotesAtom);
  const own = remotes.filter((remote) => !site.some((listed) => listed.name === remote.name));
  register([...site, ...own]);
  platformStore.set(accountRemotesAtom, { userId, remotes: own });
}

/** Every remote listed now, the account's own included (the host registers these). */
export function listedRemotes(): readonly RemoteEntry[] {
  return platformStore.get(listedRemotesAtom);
}

/** The account whose own remotes are known (null until asked, or after a sign-out). */
export function useAccountRemotesUserId(): number | null {
  return useAtomValue(accountRemotesAtom)?.userId ?? null;
}
