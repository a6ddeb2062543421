import { readAllMessages, useAction } from '@bx/platform';
import { useCallback } from 'react';

import { refreshMessages } from '../../../shared/refresh-unread';

/** POST /api/message/read_all, then the lists and the badge counts are asked again. */
export function useReadAllMessages() {
  const send = useCallback(async () => {
    const result = await readAllMessages();
    await refreshMessages();
    return result;
  }, []);
  return useAction(send);
}
