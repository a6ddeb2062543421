import type { Bank } from '@bx/contracts';
import { apiRequest, useRemoteList } from '@bx/platform';

/** The banks of the site's bank type; the server filters them. */
export function getBankList(): Promise<Bank[]> {
  return apiRequest<Bank[]>('get', 'banklist', { auth: false });
}

export function useBankList(): Bank[] {
  return useRemoteList(getBankList, 'banks');
}
