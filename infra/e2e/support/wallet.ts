import { formatUnits, toUnits, type CoinAddress, type DnwHistory, type MyWallet } from '@bx/contracts';
import type { APIRequestContext } from '@playwright/test';

import { reusedLogin } from './api';
import { siteUrl } from './site';

/** A call of site 1 with `token`'s session; its data, or an error naming the call and the server's answer. */
async function call<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const url = `${siteUrl()}/api/${path}${path.includes('?') ? '&' : '?'}siteInfoId=1`;
  const headers = { Authorization: `Bearer ${token}` };
  const response = await (body === undefined
    ? request.get(url, { headers })
    : request.post(url, { headers, data: body }));
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The player's money and wallets as the server has them. */
export function myWallet(request: APIRequestContext, token: string): Promise<MyWallet> {
  return call<MyWallet>(request, token, 'wallet/my');
}

/** The player's lasting deposit address for a coin, as the deposit tab asks for it. */
export function coinAddress(
  request: APIRequestContext,
  token: string,
  coinName: string,
): Promise<CoinAddress> {
  return call<CoinAddress>(request, token, 'wallet/generate', { coinName });
}

/** The local chain simulator reports coins arriving at a deposit address, as the operator's console does. */
export async function chainDeposit(
  request: APIRequestContext,
  deposit: { coinName: string; address: string; tag?: string; amount: string; txId: string },
): Promise<DnwHistory> {
  const admin = await reusedLogin(request, 'admin');
  return call<DnwHistory>(request, admin.token, 'admin/wallet/chain_deposit', deposit);
}

/** The player's waiting requests (deposits, withdrawals, coin withdrawals), cancelled, so a held amount comes back. */
export async function cancelWaiting(request: APIRequestContext, token: string): Promise<void> {
  const waiting = await call<DnwHistory[]>(request, token, 'dnw/list?resultType=LIST&statusStrs=WAIT');
  for (const item of waiting) await call(request, token, `dnw/cancel?dnwHistoryId=${item.id}`);
}

/** a + b (b may be negative, "-0.5") of two decimal strings at `scale` decimals, exactly. */
export function addDecimal(a: string, b: string, scale: number): string {
  return formatUnits(toUnits(a, scale, 'truncate') + toUnits(b, scale, 'truncate'), scale);
}
