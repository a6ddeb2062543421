import type { TradeNotice } from '@bx/app-kit';
import { TOAST_DURATION_MS, TOAST_POSITION, type ToastOptions } from '@bx/platform';

/** Overseas toasts sit top-right (spec section 9), over the chart and clear of the order buttons. */
export const OVERSEA_TOAST: ToastOptions = { position: TOAST_POSITION.overseas };

/** A fill is told for 1500 ms, every other notice for 2000 ms. */
export const OVERSEA_FILLED_TOAST: ToastOptions = {
  position: TOAST_POSITION.overseas,
  durationMs: TOAST_DURATION_MS.overseasFilled,
};

/** The toast an event's notice is raised in: a fill (the one success) for 1500 ms, the rest for 2000 ms. */
export const overseaToastOf = (notice: TradeNotice): ToastOptions =>
  notice.kind === 'success' ? OVERSEA_FILLED_TOAST : OVERSEA_TOAST;
