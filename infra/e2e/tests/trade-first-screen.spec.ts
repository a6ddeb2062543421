import { optionOfType } from '../support/binary';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';
import { SCREENSHOTS } from '../support/screens';

/** Screenshots of this spec, for a person to look at; outside the repository. */
const SHOTS = process.env.TRADE_SHOTS_DIR ?? SCREENSHOTS;

const PHONES = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
];
const SITES = [
  { name: 'site1', origin: '', up: /^상승$/, roundState: '회차 상태' },
  { name: 'site15', origin: siteUrl('site15.localhost'), up: /^Up$/, roundState: 'Round status' },
];

for (const site of SITES) {
  for (const phone of PHONES) {
    test(`on ${site.name} at ${phone.width}x${phone.height} the bet buttons show above the footer on load`, async ({
      page,
      request,
    }) => {
      const option = await optionOfType(request, 'R1');
      await page.setViewportSize(phone);
      await signIn(page, own.demo1, site.origin);
      await page.goto(`${site.origin}/exchange/${option.id}`);
      await expect(page.getByTestId('binary-balance')).toHaveText(/\d USDT$/);
      await expect(page.getByRole('status', { name: site.roundState })).toBeVisible();

      const up = (await page.getByRole('button', { name: site.up }).boundingBox())!;
      const footer = (await page.locator('[data-layout] > nav').boundingBox())!;
      await page.screenshot({ path: `${SHOTS}exchange-${site.name}-${phone.width}x${phone.height}.png` });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(up.y + up.height).toBeLessThanOrEqual(footer.y);
    });
  }
}
