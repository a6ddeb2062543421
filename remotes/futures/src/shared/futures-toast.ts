import { TOAST_DURATION_MS, TOAST_POSITION, type ToastOptions } from '@bx/platform';

/** Futures toasts sit bottom-right for 2000 ms (spec section 9), clear of the header's prices. */
export const FUTURES_TOAST: ToastOptions = {
  position: TOAST_POSITION.futures,
  durationMs: TOAST_DURATION_MS.standard,
};
