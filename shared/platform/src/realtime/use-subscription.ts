import { useEffect, useRef } from 'react';

import { stompConnection, type MessageHandler } from './stomp-connection';

/** Subscribes while the component is mounted; the latest handler is always the one called. */
export function useSubscription(destination: string | null, handler: MessageHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!destination) return undefined;
    return stompConnection.subscribe(destination, (body, message) => latest.current(body, message));
  }, [destination]);
}
