import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import { isBlockedDevice, STOMP_PATH, type SiteLang } from '@bx/contracts';
import { WebSocketServer } from 'ws';

import type { SessionEnd } from '../auth/session-ends.js';
import { InProcessBus, type RealtimeBus } from './bus.js';
import { DEFAULT_LIMITS, type RealtimeLimits } from './limits.js';
import { LocalBroker } from './local-broker.js';
import { StompSession, type SessionContext } from './stomp-session.js';

/** What engines and services use to push to clients; nothing HTTP about it. */
export interface Realtime {
  /** To the user's sessions subscribed to `/user${destination}` (destination like '/queue/point'). */
  publishToUser(userId: number, destination: string, body: unknown): void;
  /** To every subscriber of a /topic destination. */
  broadcast(destination: string, body: unknown): void;
  /** Closes the sockets of ended sessions, on every instance, with the reason in an ERROR frame. */
  endSessions(end: SessionEnd): void;
  /** Tells every instance a site's settings changed (they forget what they kept of it); call before its push. */
  siteChanged(siteId: number): void;
  sessionCount(): number;
}

export interface RealtimeServerOptions {
  resolveSite(hostname: string): Promise<{ id: number; lang: SiteLang } | undefined>;
  /** Verifies a CONNECT's access token for a client with this User-Agent: signature, session, blocks. */
  verifyToken(token: string, userAgent: string): ReturnType<SessionContext['verifyToken']>;
  /** The server clock, so a session ends with its token's expiry (virtual time in tests). */
  now: () => number;
  /** Some instance changed a site's settings: forget what this instance kept of sites. */
  onSiteChanged?: (siteId: number) => void;
  bus?: RealtimeBus;
  limits?: Partial<RealtimeLimits>;
}

/** Host header -> hostname: strips the port, keeps a bracketed IPv6 literal whole. */
function hostnameOf(host: string | undefined): string {
  if (host === undefined) return '';
  return (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!).toLowerCase();
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createRealtimeServer(options: RealtimeServerOptions) {
  const limits: RealtimeLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const bus = options.bus ?? new InProcessBus();
  const broker = new LocalBroker();
  const sessions = new Set<StompSession>();
  // Frames above maxFrameBytes are still read so the client gets a STOMP ERROR; this bound stops a flood.
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: limits.maxFrameBytes * 4,
  });
  const unsubscribe = bus.subscribe((message) => {
    if (message.kind === 'end') endLocalSessions(message.end);
    else if (message.kind === 'site') options.onSiteChanged?.(message.siteId);
    else if (message.kind === 'user' || message.kind === 'topic') broker.deliver(message);
  });

  function endLocalSessions(end: SessionEnd): void {
    for (const subscriber of broker.sessionsOf(end.userId)) {
      const session = subscriber as StompSession;
      if (end.familyId !== undefined && session.familyId !== end.familyId) continue;
      if (end.exceptFamilyId !== undefined && session.familyId === end.exceptFamilyId) continue;
      if (end.blockDevice !== undefined && !isBlockedDevice(end.blockDevice, session.userAgent)) continue;
      session.end(end.reason);
    }
  }

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== STOMP_PATH) return refuse(socket, 404, 'Not Found');
    const site = await options.resolveSite(hostnameOf(request.headers.host)).catch(() => undefined);
    if (site === undefined) return refuse(socket, 404, 'Not Found');
    const siteInfoId = url.searchParams.get('siteInfoId');
    if (siteInfoId === null || siteInfoId === '') return refuse(socket, 400, 'Bad Request');
    if (siteInfoId !== String(site.id)) return refuse(socket, 403, 'Forbidden');
    const userAgent = request.headers['user-agent'] ?? '';
    wss.handleUpgrade(request, socket, head, (ws) => {
      const session = new StompSession(ws, {
        id: randomUUID(),
        siteId: site.id,
        lang: site.lang,
        userAgent,
        broker,
        limits,
        now: options.now,
        verifyToken: (token) => options.verifyToken(token, userAgent),
        onClose: (closed) => sessions.delete(closed),
      });
      sessions.add(session);
    });
  }

  const realtime: Realtime = {
    publishToUser(userId, destination, body) {
      bus.publish({ kind: 'user', userId, destination, body: JSON.stringify(body) });
    },
    broadcast(destination, body) {
      bus.publish({ kind: 'topic', destination, body: JSON.stringify(body) });
    },
    endSessions(end) {
      bus.publish({ kind: 'end', end });
    },
    siteChanged(siteId) {
      bus.publish({ kind: 'site', siteId });
    },
    sessionCount: () => sessions.size,
  };

  async function close(): Promise<void> {
    unsubscribe();
    for (const session of [...sessions]) session.close(1001);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await bus.close();
  }

  return { realtime, handleUpgrade, close };
}
