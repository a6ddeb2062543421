import { platformStore } from '../state/platform-store';

import { toastsAtom, type Toast, type ToastKind, type ToastPosition } from './toast-state';

/** Spec section 9: an overseas fill is shown for 1500 ms, every other toast for 2000 ms. */
export const TOAST_DURATION_MS = { standard: 2000, overseasFilled: 1500 } as const;

/** Spec section 9 positions by trading area, and the default for a 390 px phone screen. */
export const TOAST_POSITION = {
  overseas: 'top-right',
  futures: 'bottom-right',
  standard: 'bottom-center',
} as const satisfies Record<string, ToastPosition>;

/** A burst of fills would otherwise cover a phone screen; the oldest toasts of a position give way. */
const MAX_TOASTS_PER_POSITION = 3;

export interface ToastOptions {
  durationMs?: number;
  position?: ToastPosition;
}

let lastId = 0;

export function dismissToast(id: number): void {
  platformStore.set(toastsAtom, (toasts) => toasts.filter((shown) => shown.id !== id));
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const raised: Toast = {
    id: ++lastId,
    kind,
    message,
    durationMs: options.durationMs ?? TOAST_DURATION_MS.standard,
    position: options.position ?? TOAST_POSITION.standard,
  };
  platformStore.set(toastsAtom, (toasts) => {
    const samePosition = toasts.filter((shown) => shown.position === raised.position);
    const overflow = new Set(
      samePosition
        .slice(0, Math.max(0, samePosition.length + 1 - MAX_TOASTS_PER_POSITION))
        .map((shown) => shown.id),
    );
    return [...toasts.filter((shown) => !overflow.has(shown.id)), raised];
  });
  // The timer lives here rather than in <Toaster />, so toasts raised while nothing draws them still expire.
  setTimeout(() => dismissToast(raised.id), raised.durationMs);
  return raised.id;
}

/** Raises a toast from anywhere, React or not (socket handlers included); returns its id for `dismissToast`. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
