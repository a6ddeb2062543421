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
