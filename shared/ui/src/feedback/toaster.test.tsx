import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast, TOAST_POSITION } from '@bx/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ThemeRoot } from '../theme/theme-root';

import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Let every toast of the test expire, so the next test starts from an empty queue.
  act(() => {
    vi.runAllTimers();
  });
  cleanup();
  vi.useRealTimers();
});

function renderToaster() {
  render(
    <ThemeRoot>
      <Toaster />
    </ThemeRoot>,
  );
}

describe('Toaster', () => {
  it('draws toasts raised from outside React', () => {
    renderToaster();
    act(() => {
      toast.success('주문 완료');
    });
    expect(screen.getByRole('status').textContent).toContain('주문 완료');
  });

  it('announces errors as alerts', () => {
    renderToaster();
    act(() => {
      toast.error('청산');
    });
    expect(screen.getByRole('alert').textContent).toContain('청산');
  });

  it('stacks toasts in the corner each one asks for', () => {
    renderToaster();
    act(() => {
      toast.info('주문 체결완료', { position: TOAST_POSITION.overseas, durationMs: 1500 });
      toast.info('레버리지 변경', { position: TOAST_POSITION.futures });
      toast.info('주문 취소', { position: TOAST_POSITION.futures });
    });
    const corner = (position: string) => document.querySelector(`[data-position="${position}"]`)?.textContent;
    expect(corner('top-right')).toContain('주문 체결완료');
    expect(corner('bottom-right')).toContain('레버리지 변경');
    expect(corner('bottom-right')).toContain('주문 취소');
  });

  it('takes each toast away when its time is up', () => {
    renderToaster();
    act(() => {
      toast.info('주문 체결완료', { durationMs: 1500 });
      toast.info('주문 완료');
    });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('주문 완료');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets the player close a toast early', () => {
    renderToaster();
    act(() => {
      toast.success('주문 완료');
    });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
