import { openContact, useMe } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';
import { refreshMessages } from '../../../shared/refresh-unread';

/**
 * GET /api/contact/{id}: one inquiry. The server counts its answer read from then on, so the badges and lists
 * are asked again once it has been shown.
 */
export function useContact(id: number) {
  const userId = useMe()?.id ?? 0;
  return useQuery({
    queryKey: moreKeys.openedContact(userId, id),
    queryFn: async () => {
      const contact = await openContact(id);
      void refreshMessages();
      return contact;
    },
    enabled: userId !== 0,
  });
}
