// @vitest-environment jsdom
import type * as Platform from '@bx/platform';
import { platformStore, PlatformStoreProvider, queryClient, showAlert, useDialogQueue } from '@bx/platform';
import { darkTheme } from '@bx/ui';
import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ContentPopups, POPUP_TAP_GUARD_MS } from './content-popups';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The signed-in player and the site's two popups, the second with a script the dialog must not keep.
const player = vi.hoisted(() => ({ id: 7 as number | undefined }));
vi.mock('@bx/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof Platform>()),
  useMe: () => (player.id === undefined ? undefined : { id: player.id }),
  apiRequest: async () => ({
    content: [
      { id: 1, kind: 'popup', title: 'Welcome', content: '<p>Hello</p>', createdAt: 0 },
      { id: 2, kind: 'popup', title: 'Event', content: '<p>Win</p><script>alert(1)</script>', createdAt: 0 },
    ],
  }),
}));

let root: Root | undefined;

/** The oldest alert queued, answered with its button (the host's dialog host stands in here). */
function FirstAlert() {
  const [first] = useDialogQueue();
  return first ? <button onClick={() => first.resolve(true)}>{first.message}</button> : null;
}

/** The popups on `path`, once the unread check of `checkedFor` (the signed-in player by default) has run. */
async function renderPopups({
  path = '/oversea',
  checkedFor = player.id ?? null,
}: { path?: string; checkedFor?: number | null } = {}) {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <PlatformStoreProvider store={platformStore}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={darkTheme}>
            <MemoryRouter initialEntries={[path]}>
              <ContentPopups unreadCheckedFor={checkedFor} />
              <FirstAlert />
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </PlatformStoreProvider>,
    ),
  );
}

function unmount() {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
}

/** The popup on screen, once the list and the sanitizer have loaded. */
async function shown(): Promise<Element | null> {
  await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull(), { timeout: 3000 });
  return document.querySelector('[role="dialog"]');
}

const buttonOf = (label: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === label)!;

/** A tap once the popup takes taps. */
async function press(label: string) {
  await vi.waitFor(() => expect(buttonOf(label).getAttribute('aria-disabled')).toBe('false'), {
    timeout: POPUP_TAP_GUARD_MS + 1000,
  });
  await act(async () => buttonOf(label).click());
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('the site popups', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    player.id = 7;
  });
  afterEach(() => {
    unmount();
    queryClient.clear();
  });

  it('shows them one after another, with their HTML sanitized', async () => {
    await renderPopups();
    expect((await shown())?.getAttribute('aria-label')).toBe('Welcome');
    await press('닫기');
    const second = await shown();
    expect(second?.getAttribute('aria-label')).toBe('Event');
    expect(second?.textContent).toContain('Win');
    expect(second?.querySelector('script')).toBeNull();
    await press('닫기');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('keeps what was closed closed on a reload, brings it back on the next visit, and what was hidden not today', async () => {
    await renderPopups();
    await shown();
    await press('오늘 하루 보지 않기');
    expect((await shown())?.getAttribute('aria-label')).toBe('Event');
    await press('닫기');
    unmount();

    // A reload of the same visit: nothing comes back.
    await renderPopups();
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    unmount();

    // The next visit: the first stays hidden today, the closed one is back.
    sessionStorage.clear();
    await renderPopups();
    expect((await shown())?.getAttribute('aria-label')).toBe('Event');

    // Another player on this browser is shown both.
    unmount();
    player.id = 8;
    await renderPopups();
    expect((await shown())?.getAttribute('aria-label')).toBe('Welcome');
  });

  it('ignores taps in its first moments, so a tap meant for the page does not close it unread', async () => {
    await renderPopups();
    await shown();
    await act(async () => buttonOf('닫기').click());
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Welcome');
    await press('닫기');
    expect((await shown())?.getAttribute('aria-label')).toBe('Event');
  });

  it('waits for the unread check and for an open alert, and never shows on the sign-in page', async () => {
    await renderPopups({ checkedFor: null });
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    unmount();

    let answered = false;
    const alert = showAlert('읽지 않은 메시지가 존재합니다.').then(() => (answered = true));
    await renderPopups();
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => buttonOf('읽지 않은 메시지가 존재합니다.').click());
    await alert;
    expect(answered).toBe(true);
    expect((await shown())?.getAttribute('aria-label')).toBe('Welcome');
    unmount();

    await renderPopups({ path: '/signin' });
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows nothing to a visitor', async () => {
    player.id = undefined;
    await renderPopups();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
