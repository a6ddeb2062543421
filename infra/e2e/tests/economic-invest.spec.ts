import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;

test('the economic calendar shows a week of releases with actual, forecast and previous', async ({
  page,
}) => {
  await signIn(page, own.demo1);
  await page.goto('/more/economic');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  await expect(page.getByRole('tab', { name: '오늘' })).toHaveAttribute('aria-selected', 'true');

  // Every week has the Wednesday and Thursday releases of the seeded dataset: some tab shows releases.
  const releases = page.getByRole('list', { name: '경제지표 일정' }).getByRole('listitem');
  let shown = false;
  for (let index = 0; index < 7 && !shown; index++) {
    await tabs.nth(index).click();
    await expect(releases.first().or(page.getByText('이 날 발표되는 경제지표가 없습니다.'))).toBeVisible();
    shown = (await releases.count()) > 0;
  }
  expect(shown).toBe(true);
  const first = releases.first();
  for (const label of ['실제', '예측', '이전'])
    await expect(first.getByText(label, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}more-economic-390.png` });

  // High importance only: every release left carries three stars.
  await page.getByRole('switch', { name: '중요도 높음만 보기' }).click();
  await expect(page.getByRole('switch', { name: '중요도 높음만 보기' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  for (const level of await page.getByLabel(/^중요도 \d$/).allTextContents()) expect(level).toBe('★★★');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('switch', { name: '중요도 높음만 보기' }).click();
  await page.screenshot({ path: `${SCREENSHOTS}more-economic-360.png` });
});

test('investment info shows strategy and promotion cards, the tab kept in the address', async ({ page }) => {
  await signIn(page, own.demo1);
  await page.goto('/support/invest_info');
  await expect(page.getByRole('article', { name: '손절매 설정의 중요성' })).toContainText(
    '손실 한도를 미리 정해두세요.',
  );
  await page.getByRole('tab', { name: '프로모션' }).click();
  await expect(page).toHaveURL(/\/support\/invest_info\?tab=promotion$/);
  await expect(page.getByRole('article', { name: '첫 입금 보너스 이벤트' })).toContainText('10% 보너스');
  await page.screenshot({ path: `${SCREENSHOTS}support-invest-info-390.png` });
  await page.reload();
  await expect(page.getByRole('tab', { name: '프로모션' })).toHaveAttribute('aria-selected', 'true');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SCREENSHOTS}support-invest-info-360.png` });
});

test('the FAQ opens each answer in place; /support/more/promotion is the promotions tab', async ({
  page,
}) => {
  await signIn(page, own.demo1);
  await page.goto('/more');
  await page.getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/support\/more\/faq$/);
  const answer = page.getByText('영업일 기준 30분 이내 처리됩니다.');
  await expect(answer).toBeHidden();
  await page.getByText('출금은 얼마나 걸리나요?').click();
  await expect(answer).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}support-faq-390.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SCREENSHOTS}support-faq-360.png` });

  await page.goto('/support/more/promotion');
  await expect(page).toHaveURL(/\/support\/invest_info\?tab=promotion$/);
  await expect(page.getByRole('tab', { name: '프로모션' })).toHaveAttribute('aria-selected', 'true');
});
