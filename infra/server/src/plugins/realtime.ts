import fp from 'fastify-plugin';

import type { RealtimeBus } from '../realtime/bus.js';
import type { RealtimeLimits } from '../realtime/limits.js';
import { createRealtimeServer, type Realtime } from '../realtime/realtime-server.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  bus?: RealtimeBus;
  limits?: Partial<RealtimeLimits>;
}

/** STOMP over WebSocket at /bx_ws on the app's own HTTP server. */
export default fp<RealtimePluginOptions>(
  async (app, options) => {
    const server = createRealtimeServer({
      resolveSite: (hostname) => app.repos.sites.findByHostname(hostname),
      verifyToken: (token) => app.accessTokens.verify(token),
      bus: options.bus,
      limits: options.limits,
    });
    const onUpgrade = (...args: Parameters<typeof server.handleUpgrade>) => {
      server.handleUpgrade(...args).catch((error: unknown) => {
        app.log.error({ err: error }, 'websocket upgrade failed');
        args[1].destroy();
      });
    };
    app.server.on('upgrade', onUpgrade);
    app.decorate('realtime', server.realtime);
    // preClose: sockets must go before the HTTP server waits for its connections to end.
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      await server.close();
    });
  },
  { name: 'realtime', dependencies: ['repositories', 'services'] },
);
