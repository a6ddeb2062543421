import { useMessageReaderRequest } from '@bx/platform';
import { useEffect, useRef } from 'react';

import { refreshMessages } from './refresh-unread';

/**
 * The host's message reader (opened by the new-message alert) marks what it showed read without touching this
 * area's lists: once it closes they are asked again, so a "new answer" mark does not outlive the reading.
 */
export function useReaderCloseRefresh(): void {
  const open = useMessageReaderRequest() !== null;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void refreshMessages();
    wasOpen.current = open;
  }, [open]);
}
