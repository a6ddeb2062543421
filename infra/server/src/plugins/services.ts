import fp from 'fastify-plugin';

import { createAccessTokens, type AccessTokens } from '../auth/access-token.js';
import type { Clock } from '../clock.js';
import { createAccountService, type AccountService } from '../services/account-service.js';
import { createSessionService, type SessionService } from '../services/session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    accounts: AccountService;
    sessions: SessionService;
  }
}

export interface ServicesOptions {
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  clock: Clock;
}

export default fp<ServicesOptions>(
  async (app, options) => {
    const { db, repos } = app;
    const { clock } = options;
    const accessTokens = createAccessTokens({
      secret: options.jwtSecret,
      ttlSeconds: options.accessTokenTtl,
      clock,
    });
    const accounts = createAccountService({ db, repos, clock });
    const sessions = createSessionService({
      db,
      repos,
      clock,
      accessTokens,
      accounts,
      refreshTokenTtlSeconds: options.refreshTokenTtl,
    });
    app.decorate('accessTokens', accessTokens);
    app.decorate('accounts', accounts);
    app.decorate('sessions', sessions);
  },
  { name: 'services', dependencies: ['repositories'] },
);
