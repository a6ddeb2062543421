import type { APIRequestContext, Page } from '@playwright/test';

import { apiLogin } from '../support/api';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;

/** A 1x1 PNG, inline: the allow-list keeps data: raster images and same-origin paths only. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** An operator publishes a notice without pushing it to open pages (no `force`). */
async function publishNotice(request: APIRequestContext, title: string, content: string): Promise<void> {
  const admin = await apiLogin(request, 'admin');
  const response = await request.post(`${siteUrl()}/api/admin/notice?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { title, content },
  });
  if (!response.ok()) throw new Error(`admin/notice answered ${response.status()}: ${await response.text()}`);
}

/** No part of the page is wider than the screen (a sideways scroll on a phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('demo1 reads a formatted notice, asks a question and keeps a changed setting', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `서식 공지 ${stamp}`;
  await publishNotice(
    request,
    title,
    `<p><strong>굵은 안내</strong>와 <em>기울임</em></p><ul><li>첫째 항목</li></ul>` +
      `<img src="${PIXEL}" alt="안내 그림" width="40" height="40">` +
      `<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">` +
      `<a href="javascript:window.__pwned = 3">위험한 링크</a>`,
  );

  await signIn(page, own.demo1);
  await page.goto('/more');
  const menu = page.getByRole('navigation', { name: '더보기 메뉴' });
  for (const entry of [
    '공지사항',
    '1:1 문의',
    '내 정보',
    '비밀번호 변경',
    '설정',
    '이용약관',
    '개인정보처리방침',
  ]) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENSHOTS}more-menu-390.png`, fullPage: true });

  // The notice, found by a search and opened from the list.
  await menu.getByRole('link', { name: '공지사항', exact: true }).click();
  await expect(page).toHaveURL(/\/more\/notice$/);
  await page.getByRole('searchbox', { name: '공지사항 검색' }).fill(String(stamp));
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${stamp}$`));
  await page.screenshot({ path: `${SCREENSHOTS}more-notice-list-390.png` });
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\/more\/notice\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const body = page.locator('article');
  await expect(body.locator('strong', { hasText: '굵은 안내' })).toBeVisible();
  await expect(body.locator('em', { hasText: '기울임' })).toBeVisible();
  await expect(body.getByRole('img', { name: '안내 그림' })).toBeVisible();
  await expect(body.getByText('위험한 링크')).toBeVisible();
  await expect(body.locator('a', { hasText: '위험한 링크' })).not.toHaveAttribute('href', /.*/);
  // Every image of the notice has loaded or failed, so a handler left on one would have run.
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.screenshot({ path: `${SCREENSHOTS}more-notice-detail-390.png`, fullPage: true });
  await page.getByRole('button', { name: '목록으로' }).click();
  await expect(page).toHaveURL(new RegExp(`/more/notice\\?q=${stamp}$`));

  // A question: refused empty, then sent, then listed as waiting for its answer.
  await page.goto('/more/contact');
  await page.getByRole('button', { name: '문의하기' }).click();
  await expect(page).toHaveURL(/\/more\/contact\/create$/);
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByRole('alert')).toHaveText('문의 내용을 입력해주세요.');
  const question = `출금 시간이 궁금합니다 ${stamp}`;
  await page.getByLabel('문의 내용').fill(question);
  await page.screenshot({ path: `${SCREENSHOTS}more-contact-create-390.png` });
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page).toHaveURL(/\/more\/contact$/);
  const row = page.getByRole('link', { name: new RegExp(String(stamp)) });
  await expect(row).toContainText('답변대기');
  await page.screenshot({ path: `${SCREENSHOTS}more-contact-list-390.png`, fullPage: true });
  await row.click();
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByText('답변을 기다리고 있습니다.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}more-contact-detail-390.png` });

  // A setting changed here is kept on this device after a reload.
  await page.goto('/more/setting');
  const filled = page.getByRole('switch', { name: '주문 체결' });
  await expect(filled).toHaveAttribute('aria-checked', 'true');
  await filled.click();
  await expect(filled).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('textbox', { name: '빠른주문 수량 버튼' }).fill('0,2');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('alert')).toContainText('1 이상의 정수');
  await page.getByRole('textbox', { name: '빠른주문 수량 버튼' }).fill('2, 4, 8');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장되었습니다.' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}more-setting-390.png`, fullPage: true });
  await page.reload();
  await expect(page.getByRole('switch', { name: '주문 체결' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('textbox', { name: '빠른주문 수량 버튼' })).toHaveValue('2,4,8');
});

test('the more menu fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, own.demo1);
  await page.goto('/more');
  await expect(page.getByRole('navigation', { name: '더보기 메뉴' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENSHOTS}more-menu-360.png` });
  // The last entry scrolls clear of the footer tabs.
  const last = page.getByRole('link', { name: '개인정보처리방침' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}more-menu-360-bottom.png` });
  await last.click();
  await expect(page.getByRole('heading', { name: '개인정보 수집 항목' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}more-privacy-360.png` });
  await page.goto('/more/mypage');
  await expect(page.getByRole('heading', { name: '회원 정보' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENSHOTS}more-mypage-360.png`, fullPage: true });
});

test('an answer given while the inquiry list is open shows at once, and the alert opens it', async ({
  page,
  request,
}) => {
  const player = await apiLogin(request, own.demo1);
  const question = `답변 확인용 문의 ${Date.now()}`;
  const created = await request.post(`${siteUrl()}/api/contact/create?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { playerId: player.userId, question },
  });
  const contactId = ((await created.json()) as { data: { id: number } }).data.id;

  await signIn(page, own.demo1);
  await page.goto('/more/contact');
  const row = page.getByRole('link', { name: new RegExp(question) });
  await expect(row).toContainText('답변대기');

  const admin = await apiLogin(request, 'admin');
  const answered = await request.post(`${siteUrl()}/api/admin/contact/answer?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { id: contactId, answer: '확인 후 안내드리겠습니다.' },
  });
  expect(answered.ok()).toBe(true);

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('문의한 메시지의 답변이 도착했습니다.');
  // The list behind the alert has already taken the answer.
  await expect(row).toContainText('답변완료');
  await expect(row).toContainText('새 답변');
  await alert.getByRole('button', { name: '확인' }).click();
  // The alert opens the inquiry itself, which marks its answer read.
  await expect(page).toHaveURL(new RegExp(`/more/contact/${contactId}$`));
  await expect(page.getByText('확인 후 안내드리겠습니다.')).toBeVisible();
  await page.goBack();
  await expect(row).toContainText('답변완료');
  await expect(row).not.toContainText('새 답변');
});
