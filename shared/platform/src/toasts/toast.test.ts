import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { platformStore } from '../state/platform-store';

import { dismissToast, toast, TOAST_DURATION_MS, TOAST_POSITION } from './toast';
import { toastsAtom } from './toast-state';

const shown = () => platformStore.get(toastsAtom);

beforeEach(() => {
  vi.useFakeTimers();
  platformStore.set(toastsAtom, []);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('queues a toast with the standard duration at the bottom centre by default', () => {
    toast.success('주문 완료');
    expect(shown()).toMatchObject([
      { kind: 'success', message: '주문 완료', durationMs: 2000, position: 'bottom-center' },
    ]);
  });

  it('takes the duration and position the caller asks for', () => {
    toast.info('주문 체결완료', {
      durationMs: TOAST_DURATION_MS.overseasFilled,
      position: TOAST_POSITION.overseas,
    });
    toast.error('청산', { position: TOAST_POSITION.futures });
    expect(shown()).toMatchObject([
      { kind: 'info', durationMs: 1500, position: 'top-right' },
      { kind: 'error', durationMs: 2000, position: 'bottom-right' },
    ]);
  });

  it('removes each toast once its own duration has passed', () => {
    toast.success('short', { durationMs: 1500 });
    toast.success('long');
    vi.advanceTimersByTime(1500);
    expect(shown().map((t) => t.message)).toEqual(['long']);
    vi.advanceTimersByTime(500);
    expect(shown()).toEqual([]);
  });

  it('dismisses a toast early by its id', () => {
    const id = toast.info('주문 취소');
    toast.info('레버리지 변경');
    dismissToast(id);
    expect(shown().map((t) => t.message)).toEqual(['레버리지 변경']);
  });

  it('keeps at most three toasts per position, dropping the oldest', () => {
    ['a', 'b', 'c', 'd'].forEach((message) => toast.info(message));
    toast.info('other corner', { position: 'top-right' });
    expect(shown().map((t) => t.message)).toEqual(['b', 'c', 'd', 'other corner']);
  });
});
