import { mkdirSync } from 'node:fs';

import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { apiLogin } from './api';
import { signIn } from './sign-in';
import { siteUrl } from './site';
import { expect } from './test';
import { SCREENSHOTS } from './screens';

/** Where the ops console specs leave their phone-size screenshots. */
export const SHOTS = SCREENSHOTS;
mkdirSync(SHOTS, { recursive: true });

/** A call of site 1, with the site tag. */
export const api = (call: string) => `${siteUrl()}/api/${call}${call.includes('?') ? '&' : '?'}siteInfoId=1`;
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The answer's data, or a failure naming the call and what it answered. */
export async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A call made by site 1's operator (SUPER), to set up or put back what a spec changes. */
export async function adminCall<T>(request: APIRequestContext, call: string, body?: unknown): Promise<T> {
  const admin = await apiLogin(request, 'admin');
  return data<T>(
    body === undefined
      ? await request.get(api(call), { headers: auth(admin.token) })
      : await request.post(api(call), { headers: auth(admin.token), data: body }),
  );
}

/** The operator signs in and opens a console screen. */
export async function openConsole(page: Page, screen = '/admin'): Promise<void> {
  await signIn(page, 'admin');
  await page.goto(screen);
  await expect(page.getByRole('navigation', { name: '운영 콘솔 메뉴' })).toBeVisible();
}

/** A player signed in in a context of their own, as another person on another phone. */
export async function playerPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

/** Answers the console's confirmation with 확인, after checking what it asks where `question` is given. */
export async function confirm(page: Page, question?: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  if (question !== undefined) await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
}
