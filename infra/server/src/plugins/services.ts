import fp from 'fastify-plugin';

import { createAccessTokens, type AccessTokens } from '../auth/access-token.js';
import { createSessionEnds, type SessionEnds } from '../auth/session-ends.js';
import { createSessionGuard, type SessionGuard } from '../auth/session-guard.js';
import type { Clock } from '../clock.js';
import { createAccountService, type AccountService } from '../services/account-service.js';
import { createSessionService, type SessionService } from '../services/session-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Announces ended sessions to the guard's cache and to realtime, which closes their sockets. */
    sessionEnds: SessionEnds;
    /** Whether a verified access token's account and session still stand. */
    sessionGuard: SessionGuard;
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
    const sessionEnds = createSessionEnds();
    const sessionGuard = createSessionGuard({ users: repos.users, clock });
    sessionEnds.subscribe((end) => sessionGuard.forget(end.userId));
    const accounts = createAccountService({ db, repos, clock, sessionEnds });
    const sessions = createSessionService({
      db,
      repos,
      clock,
      accessTokens,
      accounts,
      sessionEnds,
      refreshTokenTtlSeconds: options.refreshTokenTtl,
    });
    app.decorate('accessTokens', accessTokens);
    app.decorate('sessionEnds', sessionEnds);
    app.decorate('sessionGuard', sessionGuard);
    app.decorate('accounts', accounts);
    app.decorate('sessions', sessions);
  },
  { name: 'services', dependencies: ['repositories'] },
);
