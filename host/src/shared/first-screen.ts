import { useEffect } from 'react';

/** What the server drew of the page before any script ran (infra/server plugins/static.ts), over the root. */
const FIRST_SCREEN_ID = 'first-screen';

/**
 * Takes away the server's drawing: the app's own first screen is under it now. It is fixed above the root, so
 * nothing moves when it goes; every later call finds it gone.
 */
export function revealApp(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}

/** Reveals the app once the screen that calls it has drawn what it shows first (a page, a refusal, a failure). */
export function useRevealWhenDrawn(drawn: boolean): void {
  useEffect(() => {
    if (drawn) revealApp();
  }, [drawn]);
}
