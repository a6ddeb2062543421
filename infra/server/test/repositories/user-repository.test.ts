import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UserConflict } from '../../src/repositories/user-repository.js';
import { buildTestApp } from '../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ binary: { autoStart: false } });
});
afterAll(() => app.close());

const newUser = { siteId: 1, passwordHash: 'not-a-hash', name: 'Racer' };

/** What two registrations racing past the service's checks meet: the unique indexes, as domain conflicts. */
describe('user repository conflicts', () => {
  it('answers a taken username, nick or phone as a UserConflict naming it', async () => {
    await app.repos.users.insert({
      ...newUser,
      username: 'racer1',
      nick: 'racer-nick',
      phone: '010-5555-0001',
    });
    const attempts = {
      USERNAME_DUPLICATE: { username: 'racer1', phone: '010-5555-0002' },
      NICK_DUPLICATE: { username: 'racer2', nick: 'racer-nick', phone: '010-5555-0003' },
      PHONE_DUPLICATE: { username: 'racer3', phone: '010-5555-0001' },
    };
    for (const [code, fields] of Object.entries(attempts)) {
      const attempt = app.repos.users.insert({ ...newUser, ...fields });
      await expect(attempt).rejects.toBeInstanceOf(UserConflict);
      await expect(attempt).rejects.toMatchObject({ code });
    }
  });

  it('answers a nick change onto a taken nick as NICK_DUPLICATE', async () => {
    const id = await app.repos.users.insert({ ...newUser, username: 'racer4', phone: '010-5555-0004' });
    const attempt = app.repos.users.updateNick(id, 'racer-nick');
    await expect(attempt).rejects.toBeInstanceOf(UserConflict);
    await expect(attempt).rejects.toMatchObject({ code: 'NICK_DUPLICATE' });
  });
});
