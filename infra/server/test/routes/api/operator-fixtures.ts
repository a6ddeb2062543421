import type { LoginResult } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';

import { bearer, call, HOSTS, login } from '../../helper.js';

/** A site the operator tests call, by its id and the hostname that names it. */
export interface Site {
  id: number;
  host: string;
}
export const SITE1: Site = { id: 1, host: HOSTS.main };
export const SITE15: Site = { id: 15, host: HOSTS.site15 };

/**
 * A read-only (SUPPORT) operator of site 1, added by site 1's SUPER operator and signed in: the one every operator
 * test refuses changes to.
 */
export async function signedInSupport(
  app: FastifyInstance,
  admin: LoginResult,
  username = 'support9',
  phone = '010-8199-0001',
): Promise<LoginResult> {
  const added = await call(app, {
    method: 'POST',
    url: '/api/admin?siteInfoId=1',
    headers: { host: HOSTS.main, ...bearer(admin.accessToken) },
    payload: { username, password: 'demo1234', name: 'Support', phone, level: 'SUPPORT' },
  });
  if (added.statusCode !== 200) throw new Error(`adding ${username} failed: ${JSON.stringify(added.body)}`);
  return login(app, username);
}
