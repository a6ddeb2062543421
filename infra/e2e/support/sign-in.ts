import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** The sign-in page's words per language (the English sites of the seed: 15, 25 and 33). */
const WORDS = {
  ko: { username: '아이디', password: '비밀번호', submit: '로그인' },
  en: { username: 'Username', password: 'Password', submit: 'Log in' },
};
const wordsFor = (origin: string) => (/\/\/site(15|25|33)\./.test(origin) ? WORDS.en : WORDS.ko);

/** Fills the sign-in page and sends it, as a player does; on site 1 unless another site's origin is given. */
export async function submitSignIn(
  page: Page,
  username: string,
  password: string,
  origin = '',
): Promise<void> {
  const words = wordsFor(origin);
  await page.goto(`${origin}/signin`);
  await page.getByLabel(words.username).fill(username);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

/** Signs in through the sign-in page and waits to leave it. */
export async function signIn(page: Page, username: string, origin = ''): Promise<void> {
  await submitSignIn(page, username, DEMO_PASSWORD, origin);
  await expect(page).not.toHaveURL(/\/signin$/);
}
