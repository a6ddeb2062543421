import type { Bank } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

/** The banks of the site's bank type; the server filters them. */
export function getBankList(): Promise<Bank[]> {
  return apiRequest<Bank[]>('get', 'banklist', { auth: false });
}

export const bankListKey = ['banklist'] as const;

/** The list for the payout-account step, empty until it has loaded; it hardly changes while a page lives. */
export function useBankList(): Bank[] {
  return useQuery({ queryKey: bankListKey, queryFn: getBankList, staleTime: Infinity }).data ?? NO_BANKS;
}

const NO_BANKS: Bank[] = [];
