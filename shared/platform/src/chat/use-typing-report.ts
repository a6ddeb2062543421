import { useCallback, useEffect, useRef } from 'react';

/** After this long without a keystroke the writer counts as no longer typing. */
const IDLE_MS = 3000;

/**
 * Tells the other side of a live chat when this side starts and stops writing, through `send` (the player's call
 * or an operator's): one call at each change, not one per keystroke. Given the input's text; an empty text
 * (cleared, or sent) stops at once. A lost report only costs the hint. `send` changing (another room) ends the
 * report to the previous one.
 */
export function useTypingReport(send: (typing: boolean) => Promise<unknown>): (text: string) => void {
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const set = useCallback(
    (next: boolean) => {
      if (typing.current === next) return;
      typing.current = next;
      send(next).catch(() => undefined);
    },
    [send],
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
