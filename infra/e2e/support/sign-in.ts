import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the sign-in page, as a player does; on site 1 unless another site's origin is given. */
export async function signIn(page: Page, username: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/signin`);
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
}
