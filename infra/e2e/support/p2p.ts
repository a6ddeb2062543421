import type { P2pHistory } from '@bx/contracts';
import type { APIRequestContext } from '@playwright/test';

import { reusedLogin } from './api';
import { siteUrl } from './site';

const api = (path: string) => `${siteUrl()}/api/${path}${path.includes('?') ? '&' : '?'}siteInfoId=1`;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The player's latest P2P request on site 1 (GET /api/dnw/p2p/latest), or null. */
export async function latestP2p(request: APIRequestContext, token: string): Promise<P2pHistory | null> {
  return data<P2pHistory | null>(
    await request.get(api('dnw/p2p/latest'), { headers: { Authorization: `Bearer ${token}` } }),
  );
}

/** The operator approves or rejects a waiting P2P request, as the ops console does (POST /api/admin/p2p/...). */
export async function decideP2p(
  request: APIRequestContext,
  dnwHistoryId: number,
  outcome: 'approve' | 'reject',
): Promise<P2pHistory> {
  const admin = await reusedLogin(request, 'admin');
  return data<P2pHistory>(
    await request.post(api(`admin/p2p/${outcome}`), {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { dnwHistoryId },
    }),
  );
}

/** The smallest PNG there is (one transparent pixel): a receipt the server tells by its first bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
