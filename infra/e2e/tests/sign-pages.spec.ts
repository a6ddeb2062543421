import type { APIRequestContext, Page } from '@playwright/test';

import { certifyPhone, lastOutboxMessage } from '../support/api';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

const unique = () => String(Date.now()).slice(-7);

const masked = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;

async function register(
  page: Page,
  request: APIRequestContext,
  username: string,
  phone: string,
  password = 'secret123',
) {
  await page.goto('/register');
  await page.getByLabel('아이디').fill(username);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('이름').fill('홍길동');
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('textbox', { name: '인증번호' })).toBeVisible();
  await page
    .getByRole('textbox', { name: '인증번호' })
    .fill(/\d{6}/.exec(await lastOutboxMessage(request, masked(phone)))?.[0] ?? '');
  await page.getByRole('button', { name: '인증번호 확인' }).click();
  await expect(page.getByText('휴대폰 인증이 완료되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '가입하기' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('회원가입이 완료되었습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

test('a new player signs up with a checked username and a verified phone, then signs in', async ({
  page,
  request,
}) => {
  const username = `new${unique()}`;
  await register(page, request, username, `0105${unique().slice(-7)}`);

  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill('secret123');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/oversea$/);
});

test('the sign-up form refuses what its filters do not allow and says when a username is taken', async ({
  page,
}) => {
  await page.goto('/register');
  const username = page.getByLabel('아이디');
  await username.pressSequentially('Demo 1!');
  await expect(username).toHaveValue('emo1');
  await username.fill('demo1');
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByRole('alert')).toHaveText('이미 사용중인 아이디입니다.');

  const phone = page.getByLabel('휴대폰 번호');
  await phone.pressSequentially('0212345678');
  await expect(phone).toHaveValue('02-1234-5678');
});

test('leaving a sign-up in progress asks first, and stays when the player says no', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('이름').fill('홍길동');
  await page.getByRole('button', { name: '뒤로' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('회원가입을 멈추시겠습니까?');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('이름')).toHaveValue('홍길동');

  await page.getByRole('button', { name: '뒤로' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a partner link signs the player up under that partner', async ({ page }) => {
  await page.goto('/ref/partner1');
  await expect(page.getByLabel('추천인 코드 (선택)')).toHaveValue('partner1');
  await expect(page.getByText(/^추천인: /)).toBeVisible();
});

test('a forgotten username is sent to the phone, and a forgotten password is reset with a code', async ({
  page,
  request,
}) => {
  const username = `find${unique()}`;
  const phone = `0106${unique().slice(-7)}`;
  // Signed up over the API, with the phone certification the server requires.
  await certifyPhone(request, masked(phone));
  const created = await request.post(`${siteUrl()}/api/player?siteInfoId=1`, {
    data: { username, password: 'secret123', name: '홍길동', phone: masked(phone), siteInfoId: 1 },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/find');
  await page.getByLabel('이름').fill('홍길동');
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '아이디 찾기' }).last().click();
  const sentId = page.getByRole('alertdialog');
  await expect(sentId).toContainText('아이디를 보내드렸습니다.');
  await sentId.getByRole('button', { name: '확인' }).click();
  expect(await lastOutboxMessage(request, masked(phone))).toContain(username);

  await page.getByRole('tab', { name: '비밀번호 찾기' }).click();
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 보냈습니다.')).toBeVisible();
  const code = /\d{6}/.exec(await lastOutboxMessage(request, masked(phone)))?.[0] ?? '';
  await page.getByLabel('인증번호').fill(code);
  await page.getByLabel('새 비밀번호').fill('changed123');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill('changed123');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/oversea$/);
});
