import { PING_DESTINATION, STOMP_PATH, USER_QUEUES } from '@bx/contracts';
import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';

import { sessionEndReasonAtom } from '../auth/auth-state';
import { blockedAccountReason, reportSessionEnd } from '../auth/session-end';
import { isExpired, readTokens } from '../auth/token-storage';
import { refreshSession } from '../http/http-client';
import { queryClient } from '../query/query-client';
import { currentSiteId } from '../site/site-state';
import { platformStore } from '../state/platform-store';

import { SOCKET_POLICY } from './socket-policy';
import { socketReconnectsAtom, socketStatusAtom } from './socket-state';

/** ERROR reasons of a socket closed because its session was revoked: logout, forced logout, password change. */
const SESSION_REVOKED: ReadonlySet<string> = new Set(['FORCE_LOGOUT', 'TOKEN_INVALID']);

export type MessageHandler = (body: unknown, message: IMessage) => void;

interface Registration {
  destination: string;
  handler: MessageHandler;
  live: StompSubscription | null;
}

/**
 * The page's one STOMP connection. Every app subscribes through it; registrations outlive the connection,
 * so they are restored after a reconnect.
 */
class StompConnection {
  private client: Client | null = null;
  private readonly registrations = new Set<Registration>();
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private pongDeadline: ReturnType<typeof setTimeout> | undefined;
  private failedTries = 0;
  /** Set when a connection is lost or renewed: the next one to open is a reconnect, and says so. */
  private resuming = false;

  private authenticated = false;
  /** The access token the connection was opened with: the stale one when the server says it expired. */
  private token: string | undefined;
  /** From a silent token renewal until it connects: a renewed connection refused again is a failure. */
  private renewing = false;
  /** Bumped by every connect and disconnect, so a slow open or a retry that was overtaken gives up. */
  private generation = 0;

  /**
   * Opens the connection, as the signed-in player or anonymously: logged-out views use the anonymous one,
   * which can only receive /topic broadcasts, never a user queue.
   */
  connect({ authenticated }: { authenticated: boolean }): void {
    this.teardown();
    this.authenticated = authenticated;
    this.failedTries = 0;
    this.resuming = false;
    platformStore.set(socketStatusAtom, 'connecting');
    this.open(++this.generation);
  }

  private open(generation: number): void {
    this.openClient(generation).catch(() => {
      if (generation === this.generation) this.retry();
    });
  }

  private async openClient(generation: number): Promise<void> {
    // CONNECT carries the access token, so an expired one is refreshed first, as for any request.
    const stored = this.authenticated ? readTokens() : null;
    if (stored && isExpired(stored)) await refreshSession(stored.accessToken);
    // The STOMP client loads with the first connection, not with the sign-in page.
    const { Client: StompClient } = await import('@stomp/stompjs');
    if (generation !== this.generation) return;
    const tokens = this.authenticated ? readTokens() : null;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const client: Client = new StompClient({
      brokerURL: `${scheme}://${location.host}${STOMP_PATH}?siteInfoId=${currentSiteId()}`,
      connectHeaders: tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {},
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      reconnectDelay: 0,
      // A replaced client's late callbacks must not touch the connection that replaced it.
      onConnect: () => client === this.client && this.onConnected(client, Boolean(tokens)),
      onStompError: (frame) => client === this.client && this.onServerError(frame.headers.message ?? ''),
      onWebSocketClose: () => client === this.client && this.onLost(),
    });
    this.client = client;
    this.token = tokens?.accessToken;
    client.activate();
  }

  disconnect(): void {
    this.generation += 1;
    this.teardown();
    platformStore.set(socketStatusAtom, 'idle');
  }

  subscribe(destination: string, handler: MessageHandler): () => void {
    const registration: Registration = { destination, handler, live: null };
    this.registrations.add(registration);
    if (this.client?.connected) this.attach(this.client, registration);
    return () => {
      registration.live?.unsubscribe();
      this.registrations.delete(registration);
    };
  }

  private onConnected(client: Client, authenticated: boolean): void {
    this.failedTries = 0;
    this.renewing = false;
    platformStore.set(socketStatusAtom, 'connected');
    if (this.resuming) {
      this.resuming = false;
      platformStore.set(socketReconnectsAtom, (count) => count + 1);
      // Pushes sent while the socket was down never arrive: whatever they would have changed is asked again,
      // unless the session has ended (a forced logout): then nothing more is asked for the player.
      if (platformStore.get(sessionEndReasonAtom) === null) void queryClient.invalidateQueries();
    }
    this.registrations.forEach((registration) => this.attach(client, registration));
    if (authenticated) {
      client.subscribe(USER_QUEUES.pong, () => this.onPong());
      this.ping();
    }
  }

  private attach(client: Client, registration: Registration): void {
    // User queues wait for an authenticated connection; the server refuses them to anonymous ones.
    if (registration.destination.startsWith('/user/') && !this.authenticated) return;
    registration.live = client.subscribe(registration.destination, (message) =>
      registration.handler(parseBody(message.body), message),
    );
  }

  private ping(): void {
    if (!this.client?.connected) return;
    this.client.publish({ destination: PING_DESTINATION, body: '' });
    clearTimeout(this.pongDeadline);
    this.pongDeadline = setTimeout(() => this.onLost(), SOCKET_POLICY.pongTimeoutMs);
  }

  private onPong(): void {
    clearTimeout(this.pongDeadline);
    clearTimeout(this.pingTimer);
    this.pingTimer = setTimeout(() => this.ping(), SOCKET_POLICY.pingIntervalMs);
  }

  /**
   * The server names in its ERROR frame why it closes the socket. Access tokens live 15 minutes, so an
   * expired one is routine: renewed, and reconnected unnoticed. A session the server ended is the host's
   * flow to run, not a connection to retry. Anything else is a lost connection.
   */
  private onServerError(reason: string): void {
    if (reason === 'TOKEN_EXPIRED' && this.authenticated && !this.renewing) {
      this.renewAndReconnect();
      return;
    }
    const ended = blockedAccountReason(reason) ?? (SESSION_REVOKED.has(reason) ? 'FORCED_LOGOUT' : null);
    if (!ended) {
      this.onLost();
      return;
    }
    this.disconnect();
    reportSessionEnd(ended);
  }

  /** Not one of the spec's reconnect tries, and without their notice: the connection itself was fine. */
  private renewAndReconnect(): void {
    const expired = this.token;
    this.teardown();
    this.renewing = true;
    this.resuming = true;
    platformStore.set(socketStatusAtom, 'connecting');
    const generation = ++this.generation;
    refreshSession(expired).then(
      (renewed) => {
        if (generation !== this.generation) return;
        if (renewed) this.open(generation);
        // No tokens left: the session ended, and how it ended (a flow, a logout elsewhere) is not the
        // socket's to retry. Tokens kept: the server failed to renew them, as with a lost connection.
        else if (readTokens()) this.retry();
        else this.disconnect();
      },
      () => {
        if (generation === this.generation) this.retry();
      },
    );
  }

  private onLost(): void {
    if (!this.client) return;
    this.teardown();
    this.resuming = true;
    this.retry();
  }

  /**
   * One of the spec's reconnect tries, each later than the last (SOCKET_POLICY), shown as such; after the
   * last has failed the host tells the player and reloads the page.
   */
  private retry(): void {
    const delay = SOCKET_POLICY.reconnectDelaysMs[this.failedTries];
    if (delay === undefined) {
      platformStore.set(socketStatusAtom, 'failed');
      return;
    }
    this.failedTries += 1;
    platformStore.set(socketStatusAtom, 'reconnecting');
    const generation = ++this.generation;
    setTimeout(() => {
      if (generation === this.generation) this.open(generation);
    }, delay);
  }

  private teardown(): void {
    clearTimeout(this.pingTimer);
    clearTimeout(this.pongDeadline);
    this.registrations.forEach((registration) => {
      registration.live = null;
    });
    const client = this.client;
    this.client = null;
    void client?.deactivate();
  }
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export const stompConnection = new StompConnection();
