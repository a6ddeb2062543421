import type { LoginResult } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';

interface Audit {
  totals: { asset: string; total: string }[];
  drifted: { id: number; cached: string; rebuilt: string }[];
}
type PlayerLedger = { wallet: string; asset: string; cached: string; rebuilt: string }[];

let app: FastifyInstance;
let admin: LoginResult;
let demo1: LoginResult;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await login(app, 'admin');
  demo1 = await login(app, 'demo1');
});
afterAll(() => app.close());

const get = <T>(url: string, token: string, host: string = HOSTS.main) =>
  call<T>(app, { method: 'GET', url, headers: { host, ...bearer(token) } });

describe('operator ledger checks', () => {
  it('finds every asset summing to zero and no cached balance drifting from its transfers', async () => {
    const { statusCode, body } = await get<Audit>('/api/admin/ledger/audit?siteInfoId=1', admin.accessToken);
    expect(statusCode).toBe(200);
    expect(body.data!.totals.length).toBeGreaterThan(0);
    expect(body.data!.totals.every(({ total }) => total === '0')).toBe(true);
    expect(body.data!.drifted).toEqual([]);
  });

  it("shows a player's balances beside those rebuilt from the transfers, equal to what the player sees", async () => {
    const { body } = await get<PlayerLedger>(
      `/api/admin/ledger/player?siteInfoId=1&playerId=${demo1.user.id}`,
      admin.accessToken,
    );
    const binary = body.data!.find((account) => account.wallet === 'BINARY');
    expect(binary).toBeDefined();
    expect(binary!.rebuilt).toBe(binary!.cached);
    expect(binary!.cached).toBe(demo1.user.wallet.BINARY.point);
  });

  it('refuses players and players of other sites', async () => {
    const player = await get('/api/admin/ledger/audit?siteInfoId=1', demo1.accessToken);
    expect(player.statusCode).toBe(403);
    expect(errorOf(player.body)?.code).toBe('NO_PERMISSION');

    const site15Demo = await login(app, 'demo1', 15, HOSTS.site15);
    const otherSite = await get(
      `/api/admin/ledger/player?siteInfoId=1&playerId=${site15Demo.user.id}`,
      admin.accessToken,
    );
    expect(otherSite.statusCode).toBe(404);
    expect(errorOf(otherSite.body)?.code).toBe('USER_NOT_FOUND');
  });
});
