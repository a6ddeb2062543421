import type { OverseaOption, OverseaTrade } from '@bx/contracts';
import type { APIRequestContext } from '@playwright/test';

import { siteUrl } from './site';
import { expect } from './test';

/** Today in Seoul, the day the server files a trade closed now under. */
export const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${siteUrl()}/api/oversea/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * An order over the API. One refused for the player's order rate (429: 30 orders per 10 s) goes again once the
 * server's Retry-After has passed, as a client pacing itself by the server's answer would.
 */
export async function apiOrder(request: APIRequestContext, token: string, body: object): Promise<void> {
  const response = await request.post(`${siteUrl()}/api/oversea/order?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  if (response.status() === 429) {
    const seconds = Number(response.headers()['retry-after'] ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
    return apiOrder(request, token, body);
  }
  if (!response.ok()) throw new Error(`order answered ${response.status()}: ${await response.text()}`);
}

/** The first option that trades now: the e2e server keeps NQ open around the clock (serve-composed-site.ts). */
export async function openOption(request: APIRequestContext, token: string): Promise<OverseaOption> {
  const options = await apiGet<OverseaOption[]>(request, token, 'option/list?siteInfoId=1&page=1&search=');
  const open = options.find((option) => !option.isRest);
  expect(open).toBeDefined();
  return open!;
}

/** Buys `qty` contracts at market and sells them back through the position: one closed trade. */
export async function closeOneTrade(
  request: APIRequestContext,
  token: string,
  option: OverseaOption,
  qty: number,
): Promise<OverseaTrade> {
  const overseaOptionId = option.id;
  await apiOrder(request, token, { overseaOptionId, marketType: 'MARKET', tradeType: 'B', qty });
  const [position] = await apiGet<OverseaTrade[]>(
    request,
    token,
    `open_position?siteInfoId=1&overseaOptionId=${overseaOptionId}`,
  );
  await apiOrder(request, token, {
    overseaOptionId,
    marketType: 'MARKET',
    tradeType: 'S',
    overseaPositionId: position!.id,
  });
  const today = seoulToday();
  const closed = await apiGet<{ content: OverseaTrade[] }>(
    request,
    token,
    `history/list?siteInfoId=1&page=1&size=1&startDate=${today}&endDate=${today}`,
  );
  expect(closed.content[0]?.id).toBe(position!.id);
  return closed.content[0]!;
}
