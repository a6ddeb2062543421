import type { OptionView } from '../support/binary';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';
import { SCREENSHOTS } from '../support/screens';

/** Screenshots of this spec, for a person to look at; outside the repository. */
const SHOTS = process.env.STAKE_SHOTS_DIR ?? SCREENSHOTS;

type ListedOption = OptionView & {
  stock: string;
  isRest: boolean;
  nextOpenAt: number | null;
  lastPrice: string;
};

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
    // The e2e server keeps a holiday for EURUSD (support/serve-composed-site.ts, MARKET_HOLIDAYS).
    const euro = options.data.find((option) => option.stock === 'EURUSD')!;
    expect(euro.isRest).toBe(true);
    // 08:00 Seoul time of a later day: 23:00 UTC.
    expect(euro.nextOpenAt! % 86_400_000).toBe(23 * 3_600_000);
    await signIn(page, own.demo1);
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
