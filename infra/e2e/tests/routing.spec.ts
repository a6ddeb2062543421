import type { Page } from '@playwright/test';

import { pageSettled } from '../support/settled';
import { signIn } from '../support/sign-in';
import { watchSubscriptions } from '../support/subscriptions';
import { expect, test } from '../support/test';
import { own } from '../support/players';

test('/ leads to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
});

test('an unknown path leads to / and so to the sign-in page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/signin$/);
});

test('a route that needs no login lets a visitor in: the logged-out trade view', async ({ page }) => {
  await page.goto('/exchangeView');
  await expect(page).toHaveURL(/\/exchangeView\/\d+$/);
  await expect(page.getByRole('link', { name: '로그인하고 거래하기' })).toBeVisible();
});

test('a visitor asking for a login-only page goes to / and, once signed in, lands on the page wanted', async ({
  page,
}) => {
  await page.goto('/wallet/asset');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('아이디').fill(own.demo1);
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/wallet\/asset$/);
});

test('the last opened page is where the next sign-in lands', async ({ page }) => {
  await signIn(page, own.demo1);
  await page.getByRole('link', { name: '입출금' }).click();
  await page.getByRole('link', { name: '옵션' }).click();
  await expect(page).toHaveURL(/\/exchange\/\d+$/);
  const lastOpened = new URL(page.url()).pathname;
  await page.getByRole('button', { name: '메뉴' }).click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('아이디').fill(own.demo1);
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(new RegExp(`${lastOpened}$`));
});

test('a remembered sign page is no target: the sign-in then lands on /oversea', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bx:last-page', '/register'));
  await signIn(page, own.demo1);
  await expect(page).toHaveURL(/\/oversea$/);
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await signIn(page, own.demo1);
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 3000);
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: '더보기' }).click();
  await expect(page).toHaveURL(/\/more$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('each route keeps its menu name in the MENU_NAME cookie for a day', async ({ page, context }) => {
  await signIn(page, own.demo1);
  await page.getByRole('link', { name: '입출금' }).click();
  await expect(page).toHaveURL(/\/dnw$/);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'MENU_NAME');
  expect(cookie?.value).toBe('Dnw');
  const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(86_400 - 60);
  expect(secondsLeft).toBeLessThanOrEqual(86_400);
});

test('a signed-in player opening a logged-out view is taken to the trade page it stands for, same id', async ({
  page,
}) => {
  await signIn(page, own.demo1);
  await page.goto('/exchangeView/1');
  await expect(page).toHaveURL(/\/exchange\/1$/);
  await expect(page.getByRole('link', { name: '로그인하고 거래하기' })).toHaveCount(0);

  await page.goto('/exchangeView');
  await expect(page).toHaveURL(/\/exchange(\/\d+)?$/);
  await expect(page.getByRole('link', { name: '로그인하고 거래하기' })).toHaveCount(0);
});

test('a logged-out view never subscribes to user queues', async ({ page }) => {
  const subscriptions = watchSubscriptions(page);

  await page.goto('/exchangeView');
  await expect(page.getByRole('link', { name: '로그인하고 거래하기' })).toBeVisible();
  // The view's own socket is up (its topics), and once the page has done all it had to, it has asked for no user
  // queue.
  await expect.poll(() => subscriptions.length).toBeGreaterThan(0);
  await pageSettled(page);
  expect(subscriptions.filter((destination) => destination.startsWith('/user/'))).toEqual([]);
});

test('a signed-in player opening / or /signin goes to the last opened page, not to the sign-in form', async ({
  page,
}) => {
  await signIn(page, own.demo2);
  await page.goto('/wallet/asset');
  await expect(page.getByRole('heading', { name: '자산현황' })).toBeVisible();
  for (const opened of ['/', '/signin']) {
    await page.goto(opened);
    await expect(page).toHaveURL(/\/wallet\/asset$/);
    await expect(page.getByLabel('비밀번호')).toHaveCount(0);
  }
});

test('a signed-in player with no page remembered goes from /signin to /oversea', async ({ page }) => {
  await signIn(page, own.demo2);
  await page.evaluate(() => localStorage.removeItem('bx:last-page'));
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/oversea$/);
});

for (const [where, open] of [
  ['더보기', (page: Page) => page.goto('/more')],
  ['내 정보', (page: Page) => page.goto('/more/mypage')],
] as const) {
  test(`a player logs out from ${where} and is signed out, on the sign-in page`, async ({ page }) => {
    await signIn(page, own.demo2);
    await open(page);
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByLabel('비밀번호')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/more');
    await expect(page).toHaveURL(/\/signin$/);
  });
}

test('a visitor who taps 로그인하고 거래하기 on an option’s view lands on that option’s trade page once signed in', async ({
  page,
}) => {
  await page.goto('/exchangeView/6');
  await page.getByRole('link', { name: '로그인하고 거래하기' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('아이디').fill(own.demo2);
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/exchange\/6$/);
});

test('a visitor’s trade tabs open the views: 빠른주문 an overseas option’s, 옵션 a binary option’s', async ({
  page,
}) => {
  await page.goto('/exchangeView/2');
  const footer = page.getByRole('navigation', { name: '주요 메뉴' });
  await footer.getByRole('link', { name: '빠른주문' }).click();
  await expect(page).toHaveURL(/\/overseaView\/\d+$/);
  await expect(page.getByRole('link', { name: '로그인하고 주문하기' })).toBeVisible();
  await footer.getByRole('link', { name: '옵션' }).click();
  await expect(page).toHaveURL(/\/exchangeView\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/overseaView\/\d+$/);
});

test('an operator lands on the ops console, without the player footer, and finds the way back to it from 더보기', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: '운영 콘솔 메뉴' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
  await page.goto('/more');
  await page.getByRole('link', { name: '운영 콘솔' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: '운영 콘솔 메뉴' })).toBeVisible();
});

test('a signed-in player opening /admin is told it is for operators, not shown a sign-in form', async ({
  page,
}) => {
  await signIn(page, own.demo2);
  await page.goto('/more');
  await expect(page.getByRole('navigation', { name: '더보기 메뉴' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('alertdialog')).toContainText('운영자 계정만 열 수 있는 화면입니다.');
  await expect(page).toHaveURL(/\/more$/);
  await expect(page.getByLabel('비밀번호')).toHaveCount(0);
});
