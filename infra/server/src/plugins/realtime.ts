import fp from 'fastify-plugin';

import type { Clock } from '../clock.js';
import { InProcessBus, type RealtimeBus } from '../realtime/bus.js';
import type { RealtimeLimits } from '../realtime/limits.js';
import { createRealtimeServer, type Realtime } from '../realtime/realtime-server.js';
import { RedisBus } from '../realtime/redis-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** What instances tell each other (pushes, session ends, the market's ticks): Redis, or this process only. */
    instanceBus: RealtimeBus;
  }
}

export interface RealtimePluginOptions {
  bus?: RealtimeBus;
  limits?: Partial<RealtimeLimits>;
}

interface RealtimeOptions extends RealtimePluginOptions {
  clock: Clock;
  /** Redis shared by every instance (config.realtimeBusUrl); a bus passed in options wins. */
  busUrl: string | undefined;
  /** The deployment's channel on that Redis is `<deploymentName>:realtime`. */
  deploymentName: string;
}

/** STOMP over WebSocket at /bx_ws on the app's own HTTP server. */
export default fp<RealtimeOptions>(
  async (app, options) => {
    const bus =
      options.bus ??
      (options.busUrl === undefined
        ? new InProcessBus()
        : await RedisBus.connect({
            url: options.busUrl,
            channel: `${options.deploymentName}:realtime`,
            onDrop: (reason) => app.log.warn({ reason }, 'realtime pushes dropped: the bus is unreachable'),
            onError: (error) => app.log.warn({ err: error }, 'realtime bus connection error'),
          }));
    const server = createRealtimeServer({
      resolveSite: (hostname) => app.siteOfHost(hostname),
      // The same checks as every HTTP call: signature and expiry, then the session and the account's blocks.
      verifyToken: async (token, userAgent) => {
        const claims = await app.accessTokens.verify(token);
        await app.sessionGuard.check(claims, userAgent);
        return claims;
      },
      now: () => options.clock.now(),
      onSiteChanged: () => app.forgetSites(),
      bus,
      limits: options.limits,
    });
    const stopEnding = app.sessionEnds.subscribe((end) => server.realtime.endSessions(end));
    const onUpgrade = (...args: Parameters<typeof server.handleUpgrade>) => {
      server.handleUpgrade(...args).catch((error: unknown) => {
        app.log.error({ err: error }, 'websocket upgrade failed');
        args[1].destroy();
      });
    };
    app.server.on('upgrade', onUpgrade);
    app.decorate('realtime', server.realtime);
    app.decorate('instanceBus', bus);
    // preClose: sockets must go before the HTTP server waits for its connections to end.
    app.addHook('preClose', async () => {
      app.server.off('upgrade', onUpgrade);
      stopEnding();
      await server.close();
    });
  },
  { name: 'realtime', dependencies: ['repositories', 'services', 'site'] },
);
