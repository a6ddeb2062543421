// @vitest-environment jsdom
import type { Partner, PartnerPlayer, PartnerProfit } from '@bx/contracts';
import type * as platform from '@bx/platform';
import { platformStore, PlatformStoreProvider, queryClient } from '@bx/platform';
import { darkTheme } from '@bx/ui';
import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PartnerScreen } from './partner-screen';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const PARTNER: Partner = {
  id: 4,
  code: 'partner1',
  name: '파트너원',
  username: 'partner1',
  level: 1,
  parentId: null,
  status: 'NORMAL',
  shareRate: 0.3,
  childCount: 2,
  playerCount: 5,
  createdAt: 0,
};
const PROFIT: PartnerProfit = {
  id: 1,
  type: 'BINARY',
  partnerCode: 'partner1',
  player: 'demo9',
  base: '100.00',
  rate: 0.3,
  point: '30.00',
  currency: 'USDT',
  wallet: 'USDT',
  createdAt: Date.UTC(2026, 10, 23, 3),
};
const PLAYER: PartnerPlayer = { id: 9, username: 'demo9', nick: '구번', status: 'NORMAL', createdAt: 0 };

// What the server answers, by path; the calls the screen made, with their query.
const server = vi.hoisted(() => ({
  role: 'PARTNER',
  calls: [] as { path: string; query: Record<string, unknown> }[],
}));
vi.mock('@bx/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  useMe: () => ({ id: 4, role: server.role }),
  apiRequest: async (_method: string, path: string, options: { query?: Record<string, unknown> } = {}) => {
    server.calls.push({ path, query: options.query ?? {} });
    const page = <T,>(content: T[]) => ({ content, page: 1, size: 20, totalElements: content.length });
    if (path === 'partner') return PARTNER;
    if (path === 'partner_profit/my_list') return page([PROFIT]);
    if (path === 'partner/players') return page([PLAYER]);
    if (path === 'partner/list') return [];
    throw new Error(`unexpected ${path}`);
  },
}));

function renderScreen() {
  return render(
    <PlatformStoreProvider store={platformStore}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={darkTheme}>
          <MemoryRouter initialEntries={['/more/partner']}>
            <PartnerScreen />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </PlatformStoreProvider>,
  );
}

describe('the partner screen', () => {
  const writeText = vi.fn(async () => undefined);
  beforeEach(() => {
    server.role = 'PARTNER';
    server.calls = [];
    Object.assign(navigator, { clipboard: { writeText } });
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    writeText.mockClear();
  });

  it("shows the partner's code, rate, level, counts and referral link, and copies the link", async () => {
    renderScreen();
    const summary = await screen.findByRole('region', { name: '내 파트너 정보' });
    expect(summary.textContent).toContain('partner1');
    expect(summary.textContent).toContain('30%');
    expect(summary.textContent).toContain('1단계');
    expect(summary.textContent).toContain('2명');
    expect(summary.textContent).toContain('5명');
    const link = `${window.location.origin}/ref/partner1`;
    expect(screen.getByRole('status', { name: '추천 링크' }).textContent).toBe(link);
    fireEvent.click(screen.getByRole('button', { name: '추천 링크 복사' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
  });

  it("lists the own profits of the last 30 days first, then the sub-partners' on the toggle", async () => {
    renderScreen();
    await screen.findByText('demo9');
    expect(screen.getByText('30.00 USDT')).toBeTruthy();
    const first = server.calls.find((call) => call.path === 'partner_profit/my_list')!;
    expect(first.query).toMatchObject({ resultType: 'PAGE', isChildren: false, page: 1 });
    expect(first.query.typeStrs).toBeUndefined();
    const days =
      (Date.parse(String(first.query.endDate)) - Date.parse(String(first.query.startDate))) / 86_400_000;
    expect(days).toBe(29);

    fireEvent.click(screen.getByRole('button', { name: '하위 파트너 수익' }));
    fireEvent.click(screen.getByRole('button', { name: '바이너리' }));
    await waitFor(() =>
      expect(server.calls.at(-1)?.query).toMatchObject({ isChildren: true, typeStrs: 'BINARY' }),
    );
    expect(await screen.findByText('파트너 partner1')).toBeTruthy();
  });

  it('lists the referred players on their tab, and says so when there are no sub-partners', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('tab', { name: '회원' }));
    expect(await screen.findByText('구번')).toBeTruthy();
    expect(screen.getByText('(demo9)')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '하위 파트너' }));
    expect(await screen.findByText('하위 파트너가 없습니다.')).toBeTruthy();
  });

  it('refuses a sub-partner rate above the partner’s own before sending it', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('tab', { name: '하위 파트너' }));
    fireEvent.click(await screen.findByRole('button', { name: '하위 파트너 등록' }));
    const sheet = screen.getByRole('dialog', { name: '하위 파트너 등록' });
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('아이디', 'sub_one');
    type('비밀번호', 'abc12345');
    type('이름', '김파트');
    type('휴대폰 번호', '010-1234-5678');
    type('파트너 코드', 'sub-one');
    type('수익 배분율 (%)', '31');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe('수익 배분율은 0~30% 사이로 입력해주세요.');
    expect(sheet).toBeTruthy();
    expect(server.calls.some((call) => call.path === 'partner' && Object.keys(call.query).length > 1)).toBe(
      false,
    );
  });

  it('tells an account that is no partner that the page is for partners, and asks nothing', () => {
    server.role = 'PLAYER';
    renderScreen();
    expect(screen.getByText('파트너 계정만 이용할 수 있는 화면입니다.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
