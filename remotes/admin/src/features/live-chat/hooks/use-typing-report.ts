import { useCallback, useEffect, useRef } from 'react';

import { sendTyping } from '../api/send-typing';

/** After this long without a keystroke the operator counts as no longer typing. */
const IDLE_MS = 3000;

/**
 * Tells the player when the operator starts and stops writing to them: one call at each change, not one per
 * keystroke. Given the input's text; an empty text (cleared, or sent) stops at once. A lost report only costs
 * the hint.
 */
export function useTypingReport(playerId: number): (text: string) => void {
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout>>();

  const set = useCallback(
    (next: boolean) => {
      if (typing.current === next) return;
      typing.current = next;
      sendTyping(playerId, next).catch(() => undefined);
    },
    [playerId],
  );

  useEffect(
    () => () => {
      clearTimeout(idle.current);
      set(false);
    },
    [set],
  );

  return useCallback(
    (text: string) => {
      clearTimeout(idle.current);
      const writing = text.trim() !== '';
      set(writing);
      if (writing) idle.current = setTimeout(() => set(false), IDLE_MS);
    },
    [set],
  );
}
