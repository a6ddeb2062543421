import { SCREENSHOTS, shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SHOTS = SCREENSHOTS;

test('on English site 15 at 360 px every footer label keeps to one line, inside its tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const origin = siteUrl('site15.localhost');
  await signIn(page, own.demo2, origin);
  await page.goto(`${origin}/more`);
  const footer = page.getByRole('navigation', { name: 'Main menu' });
  await expect(footer.getByRole('link', { name: 'Quick order' })).toBeVisible();
  const labels = await footer.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const label = link.lastElementChild as HTMLElement;
      const text = document.createRange();
      text.selectNodeContents(label);
      const lines = text.getClientRects().length;
      const { left, right } = text.getBoundingClientRect();
      const tab = link.getBoundingClientRect();
      return { label: label.textContent, lines, inside: left >= tab.left && right <= tab.right };
    }),
  );
  expect(labels.filter((label) => label.lines !== 1 || !label.inside)).toEqual([]);
  await page.screenshot({
    path: `${SHOTS}/footer-site15-360x780.png`,
    clip: (await footer.boundingBox())!,
  });
});

test('scrolled to the end of a page, its last row is clear of the back-to-top button and the footer', async ({
  page,
}) => {
  await signIn(page, own.demo2);
  await page.goto('/more');
  const logout = page.getByRole('button', { name: '로그아웃' });
  await expect(logout).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const backToTop = page.getByRole('button', { name: '맨 위로' });
  await expect(backToTop).toBeVisible();
  const last = (await logout.boundingBox())!;
  const button = (await backToTop.boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(button.y);
  const footer = (await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(footer.y);
  await shootPhones(page, 'more-scrolled-end', {
    dir: SHOTS,
    check: () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
  });
});

test('coins show their own logos, and the wallets that are no coin their marks', async ({ page }) => {
  await signIn(page, own.demo2);
  await page.goto('/wallet/asset');
  for (const coin of ['USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS']) {
    const logo = page.locator(`img[data-coin="${coin}"]`).first();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  for (const wallet of ['BINARY', 'FUTURES', 'KRW']) {
    await expect(page.locator(`svg[data-coin="${wallet}"]`).first()).toBeVisible();
  }
  await shootPhones(page, 'wallet-asset-logos', { dir: SHOTS, fullPage: true });
});
