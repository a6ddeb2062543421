import type { Contact, Page } from '@bx/contracts';
import { getContacts, useMe } from '@bx/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';

export const CONTACT_PAGE_SIZE = 10;

/** GET /api/contact/list a page at a time: my inquiries, newest first, each with its answer if any. */
export function useContactPage(page: number) {
  const userId = useMe()?.id ?? 0;
  return useQuery<Page<Contact>>({
    queryKey: [...moreKeys.mine(userId), 'contacts', page],
    queryFn: () => getContacts(page, CONTACT_PAGE_SIZE),
    enabled: userId !== 0,
    placeholderData: keepPreviousData,
  });
}
