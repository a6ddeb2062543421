import type { RemoteEntry } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

/** Which remotes this site has, and where each one's manifest is deployed. */
export function getRemotes(): Promise<RemoteEntry[]> {
  return apiRequest<RemoteEntry[]>('get', 'site_info/remotes', { auth: false });
}
