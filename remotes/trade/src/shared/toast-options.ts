import type { ToastOptions } from '@bx/platform';

/** Bet toasts sit at the top, over the chart: at the bottom they would cover the buy and sell buttons. */
export const TRADE_TOAST: ToastOptions = { position: 'top-right' };
