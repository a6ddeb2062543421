import type { Page } from '@playwright/test';

import { apiLogin, readAllMessages, sendOperatorMessage } from '../support/api';
import { settledAfter } from '../support/settled';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;

/** The unread check of a page load has run to its end: the counts, then the lists it needs. */
async function unreadChecked(page: Page, load: () => Promise<unknown>) {
  const counted = page.waitForResponse(/\/api\/message\/my_unread_count/);
  const listed = page.waitForResponse(/\/api\/message\/list/);
  await load();
  await counted;
  // The alert follows the lists at once: once the page has done what their answer called for, it has come or
  // will not.
  await settledAfter(page, listed);
}

// The messages this spec sends stay unread on purpose; other specs sign demo2 in and expect no alert.
test.afterEach(({ request }) => readAllMessages(request, own.demo2));

test('an unread message is announced once: two reloads later, no alert; a new one is announced again', async ({
  page,
  request,
}) => {
  const { userId } = await apiLogin(request, own.demo2);
  await sendOperatorMessage(request, userId);

  await unreadChecked(page, () => signIn(page, own.demo2));
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('읽지 않은 메시지가 존재합니다.');

  // Not read yet (the player did not open it), but announced: reloads stay quiet, the badge still counts it.
  await unreadChecked(page, () => page.reload());
  await expect(alert).toHaveCount(0);
  await unreadChecked(page, () => page.reload());
  await expect(alert).toHaveCount(0);

  // A genuinely new one arrives while the player is away (no page open, so no live alert): the next
  // load announces it, once.
  await page.goto('about:blank');
  await sendOperatorMessage(request, userId);
  await unreadChecked(page, () => page.goto('/more'));
  await expect(alert).toContainText('읽지 않은 메시지가 존재합니다.');
  await unreadChecked(page, () => page.reload());
  await expect(alert).toHaveCount(0);
});

test('the unread alert leads to the inquiry list; opening the answer and reading the messages clears the badge', async ({
  page,
}) => {
  // demo3 is seeded with an unread operator message and an answered inquiry.
  await signIn(page, own.demo3);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('읽지 않은 메시지가 존재합니다.');
  await alert.getByRole('button', { name: '확인' }).click();

  await expect(page).toHaveURL(/\/more\/contact$/);
  const inquiry = page.getByRole('link', { name: /출금 신청 후 얼마나 기다려야 하나요\?/ });
  await expect(inquiry).toContainText('새 답변');
  await page.screenshot({ path: `${SCREENSHOTS}h4-unread-inquiries-390.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SCREENSHOTS}h4-unread-inquiries-360.png` });
  await inquiry.click();
  await expect(
    page.getByText('안녕하세요. 출금은 신청 후 30분 이내에 처리됩니다. 감사합니다.'),
  ).toBeVisible();

  await page.goto('/more/contact?tab=messages');
  await expect(page.getByRole('tabpanel', { name: '메시지' })).toContainText(
    'BX 회원이 되신 것을 환영합니다.',
  );
  await page.getByRole('button', { name: '모두 읽음' }).click();

  // Read now: the home header's badge is gone and the next load has nothing to announce.
  await page.goto('/more');
  await expect(page.getByLabel(/읽지 않은 메시지/)).toHaveCount(0);
  await expect(alert).toHaveCount(0);
});
