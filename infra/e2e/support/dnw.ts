import type { DnwHistory } from '@bx/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

import { reusedLogin } from './api';
import { DEMO_PASSWORD } from './sign-in';
import { siteUrl } from './site';

/** Calls of site 1, as the player (its token) or as the site's operator. */
const api = (path: string) => `${siteUrl()}/api/${path}${path.includes('?') ? '&' : '?'}siteInfoId=1`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The player's KRW money as the server has it. */
export async function moneyOf(request: APIRequestContext, token: string): Promise<string> {
  return (await data<{ money: string }>(await request.get(api('wallet/my'), { headers: auth(token) }))).money;
}

/** The player's requests of a status, newest first. */
export async function dnwRequests(
  request: APIRequestContext,
  token: string,
  status: DnwHistory['status'],
): Promise<DnwHistory[]> {
  return data<DnwHistory[]>(
    await request.get(api(`dnw/list?resultType=LIST&statusStrs=${status}`), { headers: auth(token) }),
  );
}

/** A request straight to the server, as the player. */
export async function applyDnw(
  request: APIRequestContext,
  token: string,
  type: 'D' | 'W',
  point: bigint,
): Promise<DnwHistory> {
  return data<DnwHistory>(
    await request.post(api('dnw/apply'), { headers: auth(token), data: { type, point: point.toString() } }),
  );
}

/** The operator approves or rejects a waiting request, as the ops console does. */
export async function decideDnw(
  request: APIRequestContext,
  dnwHistoryId: number,
  outcome: 'approve' | 'reject',
): Promise<DnwHistory> {
  const admin = await reusedLogin(request, 'admin');
  return data<DnwHistory>(
    await request.post(api(`admin/dnw/${outcome}`), { headers: auth(admin.token), data: { dnwHistoryId } }),
  );
}

/** The operator sets the account site 1's players deposit to. */
export async function setDepositAccount(
  request: APIRequestContext,
  account: { bank: string; account: string; holder: string },
): Promise<void> {
  const admin = await reusedLogin(request, 'admin');
  await data(
    await request.post(api('admin/dnw/deposit_account'), { headers: auth(admin.token), data: account }),
  );
}

/**
 * Brings the player's money back to `target`: anything still waiting is cancelled (a held withdrawal comes
 * back), then the difference is netted out by a request the operator approves. Other specs count on demo3's
 * money.
 */
export async function restoreMoney(request: APIRequestContext, token: string, target: string): Promise<void> {
  for (const waiting of await dnwRequests(request, token, 'WAIT')) {
    await data(await request.get(api(`dnw/cancel?dnwHistoryId=${waiting.id}`), { headers: auth(token) }));
  }
  const difference = BigInt(await moneyOf(request, token)) - BigInt(target);
  if (difference === 0n) return;
  const netted = await applyDnw(
    request,
    token,
    difference > 0n ? 'W' : 'D',
    difference > 0n ? difference : -difference,
  );
  await decideDnw(request, netted.id, 'approve');
  const after = await moneyOf(request, token);
  if (after !== target) throw new Error(`money is ${after}, not ${target}, after netting out`);
}

/** Account ids by origin and username, as skipUnreadAlert learnt them. */
const knownUserIds = new Map<string, number>();

/**
 * Signs-in to come will not be greeted with "읽지 않은 메시지가 존재합니다.": the player's unread messages are
 * recorded as already announced on this origin, exactly as the host records an announcement
 * (shared/platform announced-messages.ts). demo3 is seeded with an unread message that unread-alert.spec.ts
 * leaves unread on purpose. Asked from the sign-in page itself, as only the browser resolves site15.localhost.
 */
export async function skipUnreadAlert(page: Page, username: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/signin`);
  // An account's id never changes: it is asked for once per run (each sign-in is one of the server's 60 a minute
  // from this one address).
  const key = `${origin}|${username}`;
  const userId =
    knownUserIds.get(key) ??
    (await page.evaluate(
      async ({ username, password }) => {
        const { siteInfoId } = (await (await fetch('/site.json')).json()) as { siteInfoId: number };
        const response = await fetch(`/api/login?siteInfoId=${siteInfoId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password, siteInfoId }),
        });
        return ((await response.json()) as { data: { user: { id: number } } }).data.user.id;
      },
      { username, password: DEMO_PASSWORD },
    ));
  knownUserIds.set(key, userId);
  await page.evaluate((id) => {
    const everything = Number.MAX_SAFE_INTEGER;
    localStorage.setItem(
      `bx:announced-messages:${id}`,
      JSON.stringify({ message: everything, contact: everything }),
    );
  }, userId);
}
