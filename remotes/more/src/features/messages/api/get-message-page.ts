import type { Message, Page } from '@bx/contracts';
import { getMessages, useMe } from '@bx/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';

export const MESSAGE_PAGE_SIZE = 10;

/** GET /api/message/list a page at a time: the operator's messages and the answer notices, newest first. */
export function useMessagePage(page: number) {
  const userId = useMe()?.id ?? 0;
  return useQuery<Page<Message>>({
    queryKey: [...moreKeys.mine(userId), 'messages', page],
    queryFn: () => getMessages(page, MESSAGE_PAGE_SIZE),
    enabled: userId !== 0,
    placeholderData: keepPreviousData,
  });
}
