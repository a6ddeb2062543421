import { atom } from '../state/platform-store';

export type ToastKind = 'success' | 'error' | 'info';

/** Top-right for overseas, bottom-right for futures (spec section 9); bottom-center for everything else. */
export type ToastPosition = 'top-right' | 'bottom-right' | 'bottom-center';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
  position: ToastPosition;
}

// The queue is raised by remotes and drawn once by the host, so it lives in this federation-singleton store.
export const toastsAtom = atom<readonly Toast[]>([]);
toastsAtom.debugLabel = 'toasts';
