import type { CopyFollow, CopyRecord, FuturesPosition, Page as PageOf } from '@bx/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

import { siteUrl } from './site';
import { expect } from './test';
import { myWallet } from './wallet';

/** What each account holds in FUTURES at least when the test starts, USDT. */
const FUNDED = 1000;

/** One account's calls on site 1 over `request` (a page's or a context's), as the screens make them. */
export function accountApi(request: APIRequestContext, token: string) {
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const url = `${siteUrl()}/api/${path}${path.includes('?') ? '&' : '?'}siteInfoId=1`;
    const response = await request.fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}` },
      data: body,
    });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const positions = () => call<FuturesPosition[]>('futures/history/open_position');
  return {
    call,
    positions,
    futuresBalance: async () => (await myWallet(request, token)).wallet.FUTURES.point,
    /** Moves USDT between the FUTURES and the USDT wallets (one for one). */
    convert: (fromCoin: string, toCoin: string, point: string) =>
      call('dnw/convert', { fromCoin, toCoin, point }),
    newestRecordId: async () =>
      (await call<PageOf<CopyRecord>>('copytrade/history/list?page=1&size=1')).content[0]?.id ?? 0,
    /**
     * No follow, no resting order, no open position, and 1,000 USDT or more in FUTURES (topped up from the USDT
     * wallet): ready to follow, or to lead, from nothing.
     */
    async settle(): Promise<void> {
      if ((await call<CopyFollow | null>('copytrade/follower')) !== null)
        await call('copytrade/follower/unfollow', {});
      await call('futures/order/cancel_all', {});
      for (const position of await positions())
        await call('futures/order', {
          futuresOptionId: position.futuresOptionId,
          marketType: 'MARKET',
          tradeType: position.side === 'LONG' ? 'S' : 'B',
          futuresPositionId: position.id,
        });
      await expect.poll(async () => (await positions()).length).toBe(0);
      const short = FUNDED - Number(await this.futuresBalance());
      if (short > 0) await this.convert('USDT', 'FUTURES', short.toFixed(2));
    },
  };
}

/** The copy records of `page` (on /copytrade/history) newer than `afterId`, the newest first. */
export const recordsAfter = (page: Page, afterId: number) =>
  page.locator(`xpath=//li[@data-testid="copy-record" and number(@data-record-id) > ${afterId}]`);
