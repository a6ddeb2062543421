import type { Page, Route } from '@playwright/test';

import { serverNow, type OptionView } from '../support/binary';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

/** Screenshots of this spec, for a person to look at; outside the repository. */
const SHOTS = process.env.STAKE_SHOTS_DIR ?? '/tmp/stake-input-shots/';

type ListedOption = OptionView & {
  stock: string;
  isRest: boolean;
  nextOpenAt: number | null;
  lastPrice: string;
};

/**
 * The e2e server runs on the real clock, so its FX markets are open on a weekday: the option calls are
 * answered as the server answers them while EURUSD is closed (the server's side of a closed market, its
 * last price, chart history and next open time, is covered by the server's closed-market tests).
 */
async function closeEurusd(page: Page, nextOpenAt: number): Promise<void> {
  const close = (option: ListedOption) =>
    option.stock === 'EURUSD' ? { ...option, isRest: true, nextOpenAt } : option;
  await page.route('**/api/trade/option/list?*', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: ListedOption[] };
    await route.fulfill({ response, json: { ...body, data: body.data.map(close) } });
  });
  await page.route('**/api/trade/option?*', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: ListedOption };
    await route.fulfill({ response, json: { ...body, data: close(body.data) } });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
]) {
  test(`a closed market at ${viewport.width}x${viewport.height} shows 휴장, its last price and chart, when it opens, and takes no bet`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const options = (await (
      await request.get(`${siteUrl()}/api/trade/option/list?resultType=LIST&isPlay=1&siteInfoId=1`)
    ).json()) as { data: ListedOption[] };
    const euro = options.data.find((option) => option.stock === 'EURUSD')!;
    // 08:00 Seoul time of the next day: 23:00 UTC.
    const now = await serverNow(request);
    const nextOpenAt =
      Math.floor(now / 86_400_000) * 86_400_000 +
      23 * 3_600_000 +
      (now % 86_400_000 >= 23 * 3_600_000 ? 86_400_000 : 0);
    await closeEurusd(page, nextOpenAt);
    await signIn(page, 'demo1');
    await page.goto(`/exchange/${euro.id}`);

    await expect(page.getByRole('status', { name: '휴장' })).toHaveText('휴장');
    await expect(page.getByTestId('next-open')).toHaveText(/^다음 개장 \d\d\/\d\d 08:00$/);
    await expect(page.getByLabel('현재가')).toHaveText(/^[1-9][\d,]*\.\d{5}$/);
    await expect(page.locator('canvas').first()).toBeVisible();
    for (const side of ['상승', '하락']) {
      const button = page.getByRole('button', { name: new RegExp(`^${side}`) });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(
        /^EURUSD종목이 현재 휴장중입니다\. 다음 개장 \d\d\/\d\d 08:00$/,
      );
    }
    await expect(page.getByText(/^EURUSD종목이 현재 휴장중입니다\./)).toBeVisible();

    const dropdown = page.getByRole('combobox', { name: '종목 선택' });
    await expect(dropdown.locator('option', { hasText: '유로/달러' }).first()).toHaveText(/ · 휴장$/);
    await expect(dropdown.locator('option', { hasText: '비트코인' }).first()).not.toHaveText(/휴장/);
    await page.screenshot({ path: `${SHOTS}closed-market-${viewport.width}.png`, fullPage: true });
  });
}
