import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** The sign-in page's words per language (the English sites of the seed: 15, 25 and 33). */
const WORDS = {
  ko: { username: '아이디', password: '비밀번호', submit: '로그인' },
  en: { username: 'Username', password: 'Password', submit: 'Log in' },
};
const wordsFor = (origin: string) => (/\/\/site(15|25|33)\./.test(origin) ? WORDS.en : WORDS.ko);

/** Opens the sign-in page, fills it and sends it, as a player does; on site 1 unless another site's origin is given. */
export async function submitSignIn(
  page: Page,
  username: string,
  password: string,
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/signin`);
  await fillSignIn(page, username, password, origin);
}

/** Fills the open sign-in page and sends it. */
async function fillSignIn(page: Page, username: string, password: string, origin: string): Promise<void> {
  const words = wordsFor(origin);
  await page.getByLabel(words.username).fill(username);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

/**
 * The site's popups (every site has one) hidden for today for `username`, exactly as its "오늘 하루 보지 않기"
 * button does (host/src/features/notices/popup-dismissals.ts: one local-day stamp per player and popup), so that
 * they do not cover the page in specs about something else. content-popups.spec.ts signs in without this.
 * Asked from the sign-in page itself: only the browser resolves the other sites' hostnames (site15.localhost).
 */
async function hidePopupsToday(page: Page, username: string): Promise<void> {
  await page.evaluate(
    async ({ username, password }) => {
      const data = async <T>(response: Promise<Response>) =>
        ((await (await response).json()) as { data: T }).data;
      const { siteInfoId } = (await (await fetch('/site.json')).json()) as { siteInfoId: number };
      const login = await data<{ user: { id: number } }>(
        fetch(`/api/login?siteInfoId=${siteInfoId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password, siteInfoId }),
        }),
      );
      const popups = await data<{ content: { id: number }[] }>(
        fetch(`/api/content/popup?siteInfoId=${siteInfoId}&size=100`),
      );
      const now = new Date();
      const pad = (part: number) => String(part).padStart(2, '0');
      const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      for (const { id } of popups.content)
        localStorage.setItem(`bx:popup-hidden:${login.user.id}:${id}`, today);
    },
    { username, password: DEMO_PASSWORD },
  );
}

/** Signs in through the sign-in page and waits to leave it; the site's popups stay out of the way. */
export async function signIn(page: Page, username: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/signin`);
  await hidePopupsToday(page, username);
  await fillSignIn(page, username, DEMO_PASSWORD, origin);
  await expect(page).not.toHaveURL(/\/signin$/);
}
