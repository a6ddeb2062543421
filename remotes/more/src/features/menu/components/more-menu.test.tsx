// @vitest-environment jsdom
import type * as platform from '@bx/platform';
import { platformStore, PlatformStoreProvider, setUnreadCounts } from '@bx/platform';
import { darkTheme } from '@bx/ui';
import { ThemeProvider } from '@emotion/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MoreMenu } from './more-menu';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// A signed-in player: the menu's entries depend on the account's role.
vi.mock('@bx/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  useMe: () => ({ id: 1, role: 'PLAYER' }),
}));

function menu(chatUnread: number) {
  return (
    <PlatformStoreProvider store={platformStore}>
      <ThemeProvider theme={darkTheme}>
        <MemoryRouter>
          <MoreMenu chatUnread={chatUnread} />
        </MemoryRouter>
      </ThemeProvider>
    </PlatformStoreProvider>
  );
}

const renderMenu = (chatUnread = 0) => render(menu(chatUnread));

const inquiryLink = () => screen.getByRole('link', { name: /^1:1/ });

describe('the more menu', () => {
  afterEach(() => {
    cleanup();
    act(() => setUnreadCounts({}));
  });

  it('links each entry to its page', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: /^공지사항/ }).getAttribute('href')).toBe('/more/notice');
    expect(inquiryLink().getAttribute('href')).toBe('/more/contact');
  });

  it('shows no badge when nothing is unread', () => {
    renderMenu();
    expect(screen.queryByLabelText(/읽지 않은 메시지/)).toBeNull();
  });

  it('counts messages and answers together on the inquiry entry', () => {
    renderMenu();
    act(() => setUnreadCounts({ create: 2, answer: 1, contact: 1 }));
    expect(screen.getByLabelText('읽지 않은 메시지 4')).toBeTruthy();
  });

  it('caps the badge at 99+', () => {
    renderMenu();
    act(() => setUnreadCounts({ create: 150 }));
    expect(screen.getByLabelText('읽지 않은 메시지 99+').textContent).toBe('99+');
  });

  it("shows the operator's unread chat lines on the live chat entry only, capped at 99+", () => {
    const { rerender } = renderMenu(3);
    const chatLink = screen.getByRole('link', { name: /^라이브채팅/ });
    expect(chatLink.querySelector('[aria-label="읽지 않은 상담 3"]')?.textContent).toBe('3');
    expect(screen.queryByLabelText(/읽지 않은 메시지/)).toBeNull();

    rerender(menu(120));
    expect(screen.getByLabelText('읽지 않은 상담 99+').textContent).toBe('99+');
  });

  it('shows no chat badge when every operator line was read', () => {
    renderMenu(0);
    expect(screen.queryByLabelText(/읽지 않은 상담/)).toBeNull();
  });

  it('ends with the logout', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: '더보기 메뉴' });
    expect(nav.lastElementChild?.textContent).toBe('로그아웃');
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
  });
});
