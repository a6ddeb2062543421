import type { APIRequestContext } from '@playwright/test';

import { DEMO_PASSWORD } from './sign-in';
import { siteUrl } from './site';

interface Session {
  token: string;
  userId: number;
}

/** Signs in over the API, as the operator tools and other clients do, for a test to act as that account. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  siteInfoId = 1,
): Promise<Session> {
  const response = await request.post(`${siteUrl()}/api/login?siteInfoId=${siteInfoId}`, {
    data: { username, password: DEMO_PASSWORD, siteInfoId },
  });
  const body = (await response.json()) as { data: { accessToken: string; user: { id: number } } };
  return { token: body.data.accessToken, userId: body.data.user.id };
}

/**
 * One account's calls on site 1 as the screens make them: `path` under /api (with its own query, if any), a GET
 * without `body`, a POST with it; answers the envelope's data, and throws with the answer when it is refused.
 */
export function apiCaller(request: APIRequestContext, token: string) {
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const url = `${siteUrl()}/api/${path}${path.includes('?') ? '&' : '?'}siteInfoId=1`;
    const response = await request.fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}` },
      data: body,
    });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
}

const reused = new Map<string, { session: Promise<Session>; until: number }>();

/**
 * apiLogin once per account and site for the run, again before its access token (900 s) runs out: each login is one
 * of the 60 a minute the server takes from this one address. Only for accounts whose sessions no spec ends (not
 * demo1, trader1 or partner1: session-end.spec.ts ends theirs).
 */
export function reusedLogin(request: APIRequestContext, username: string, siteInfoId = 1): Promise<Session> {
  const key = `${siteInfoId}|${username}`;
  const kept = reused.get(key);
  if (kept !== undefined && kept.until > Date.now()) return kept.session;
  const session = apiLogin(request, username, siteInfoId);
  reused.set(key, { session, until: Date.now() + 10 * 60_000 });
  return session;
}

/** An operator sends a player a message, which the server pushes on the player's new_message queue. */
export async function sendOperatorMessage(request: APIRequestContext, playerId: number): Promise<void> {
  const admin = await apiLogin(request, 'admin');
  const response = await request.post(`${siteUrl()}/api/admin/message?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { playerId, title: '안내', content: '테스트 메시지입니다.' },
  });
  if (!response.ok())
    throw new Error(`admin/message answered ${response.status()}: ${await response.text()}`);
}

/** The player reads every message (POST message/read_all), so no later test finds them unread. */
export async function readAllMessages(request: APIRequestContext, username: string): Promise<void> {
  const player = await apiLogin(request, username);
  const response = await request.post(`${siteUrl()}/api/message/read_all?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  if (!response.ok())
    throw new Error(`message/read_all answered ${response.status()}: ${await response.text()}`);
}

/** An operator publishes a notice; with `force` the server pushes it to every open page of the site. */
export async function publishForcedNotice(
  request: APIRequestContext,
  title: string,
  content: string,
): Promise<void> {
  const admin = await apiLogin(request, 'admin');
  const response = await request.post(`${siteUrl()}/api/admin/notice?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { title, content, force: true },
  });
  if (!response.ok()) throw new Error(`admin/notice answered ${response.status()}: ${await response.text()}`);
}

/** The newest message the development outbox holds for an address (codes and usernames are sent there). */
export async function lastOutboxMessage(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`${siteUrl()}/api/dev/outbox?siteInfoId=1&to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: { content: { body: string; createdAt: number }[] } };
  const newest = [...body.data.content].sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!newest) throw new Error(`nothing was sent to ${to}`);
  return newest.body;
}

/** Certifies a phone as the sign-up screen does (a code by SMS, then verify), so it may sign up over the API. */
export async function certifyPhone(request: APIRequestContext, phone: string): Promise<void> {
  const sent = await request.post(`${siteUrl()}/api/certi/certificate_phone?siteInfoId=1`, {
    data: { phone },
  });
  if (!sent.ok()) throw new Error(`certificate_phone answered ${sent.status()}: ${await sent.text()}`);
  const code = /\d{6}/.exec(await lastOutboxMessage(request, phone))?.[0] ?? '';
  const verified = await request.post(`${siteUrl()}/api/certi/verify_phone?siteInfoId=1`, {
    data: { phone, code },
  });
  if (!verified.ok()) throw new Error(`verify_phone answered ${verified.status()}: ${await verified.text()}`);
}

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const admin = await apiLogin(request, 'admin');
  const response = await request.get(`${siteUrl()}/api/${path}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A player's wallet as the ledger has it: the cached balance and the one rebuilt from its transfers. */
export async function ledgerWallet(
  request: APIRequestContext,
  playerId: number,
  wallet: string,
): Promise<{ cached: string; rebuilt: string }> {
  const accounts = await adminGet<{ wallet: string; cached: string; rebuilt: string }[]>(
    request,
    `admin/ledger/player?siteInfoId=1&playerId=${playerId}`,
  );
  const account = accounts.find((candidate) => candidate.wallet === wallet);
  if (!account) throw new Error(`player ${playerId} has no ${wallet} account`);
  return account;
}

/** The whole ledger's health: per-asset sums (all zero when money is conserved) and drifted balances. */
export function ledgerAudit(
  request: APIRequestContext,
): Promise<{ totals: { asset: string; total: string }[]; drifted: unknown[] }> {
  return adminGet(request, 'admin/ledger/audit?siteInfoId=1');
}
