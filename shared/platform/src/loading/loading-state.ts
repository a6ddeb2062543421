import { atom, platformStore, useAtomValue } from '../state/platform-store';

/** How many pieces of work want the page-wide loading overlay; it shows while any does. */
const pendingAtom = atom(0);
pendingAtom.debugLabel = 'loadingPending';

export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  platformStore.set(pendingAtom, (count) => count + 1);
  try {
    return await work();
  } finally {
    platformStore.set(pendingAtom, (count) => count - 1);
  }
}

export function useIsLoading(): boolean {
  return useAtomValue(pendingAtom) > 0;
}
