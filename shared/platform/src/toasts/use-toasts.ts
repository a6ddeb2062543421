import { platformStore, useAtomValue } from '../state/platform-store';

import { toastsAtom } from './toast-state';

/**
 * The toasts on screen now, oldest first; read by the one <Toaster /> the host mounts. It names the store
 * because `toast()` always writes there, whatever Provider the Toaster happens to sit under.
 */
export function useToasts() {
  return useAtomValue(toastsAtom, { store: platformStore });
}
