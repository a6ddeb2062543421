import type { Page } from '@playwright/test';

import { submitSignIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, failedRequest, test } from '../support/test';
import { own } from '../support/players';

async function signInWrongly(page: Page, origin: string) {
  await submitSignIn(page, own.demo1, 'wrong1234', origin);
}

test('site 15 shows its errors in English', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(failedRequest(401, '/api/login?siteInfoId=15'));
  await signInWrongly(page, siteUrl('site15.localhost'));
  await expect(page.getByRole('alert')).toHaveText('The username or password does not match.');
});

test('site 1 shows its errors in Korean', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(failedRequest(401, '/api/login?siteInfoId=1'));
  await signInWrongly(page, siteUrl());
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다.');
});
