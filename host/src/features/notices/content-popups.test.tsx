// @vitest-environment jsdom
import type * as Platform from '@bx/platform';
import { platformStore, PlatformStoreProvider, queryClient } from '@bx/platform';
import { darkTheme } from '@bx/ui';
import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ContentPopups } from './content-popups';

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

async function renderPopups() {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <PlatformStoreProvider store={platformStore}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={darkTheme}>
            <ContentPopups />
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

async function press(label: string) {
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === label,
  );
  await act(async () => button!.click());
}

describe('the site popups', () => {
  beforeEach(() => {
    localStorage.clear();
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

  it('brings back on the next visit what was closed, not what was hidden for today', async () => {
    await renderPopups();
    await shown();
    await press('오늘 하루 보지 않기');
    expect((await shown())?.getAttribute('aria-label')).toBe('Event');
    await press('닫기');
    unmount();

    // The next page load: the first stays hidden today, the closed one is back.
    await renderPopups();
    expect((await shown())?.getAttribute('aria-label')).toBe('Event');

    // Another player on this browser is shown both.
    unmount();
    player.id = 8;
    await renderPopups();
    expect((await shown())?.getAttribute('aria-label')).toBe('Welcome');
  });

  it('shows nothing to a visitor', async () => {
    player.id = undefined;
    await renderPopups();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
