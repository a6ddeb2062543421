import { PING_DESTINATION, STOMP_PATH, USER_QUEUES } from '@bx/contracts';
import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';

import { readTokens } from '../auth/token-storage';
import { refreshSession } from '../http/http-client';
import { currentSiteId } from '../site/site-state';
import { platformStore } from '../state/platform-store';

import { SOCKET_POLICY } from './socket-policy';
import { socketStatusAtom } from './socket-state';

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

  private authenticated = false;
  /** Bumped by every connect and disconnect, so a slow open that was overtaken gives up. */
  private generation = 0;

  /**
   * Opens the connection, as the signed-in player or anonymously: logged-out views use the anonymous one,
   * which can only receive /topic broadcasts, never a user queue.
   */
  connect({ authenticated }: { authenticated: boolean }): void {
    this.teardown();
    this.authenticated = authenticated;
    platformStore.set(socketStatusAtom, 'connecting');
    void this.open(authenticated, ++this.generation);
  }

  private async open(authenticated: boolean, generation: number): Promise<void> {
    // CONNECT carries the access token, so an expired one is refreshed first, as for any request.
    if (authenticated && (readTokens()?.expiresAt ?? 0) <= Date.now()) await refreshSession();
    // The STOMP client loads with the first connection, not with the sign-in page.
    const { Client: StompClient } = await import('@stomp/stompjs');
    if (generation !== this.generation) return;
    const tokens = authenticated ? readTokens() : null;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const client: Client = new StompClient({
      brokerURL: `${scheme}://${location.host}${STOMP_PATH}?siteInfoId=${currentSiteId()}`,
      connectHeaders: tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {},
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      reconnectDelay: 0,
      // A replaced client's late callbacks must not touch the connection that replaced it.
      onConnect: () => client === this.client && this.onConnected(client, Boolean(tokens)),
      onStompError: () => client === this.client && this.onLost(),
      onWebSocketClose: () => client === this.client && this.onLost(),
    });
    this.client = client;
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
    platformStore.set(socketStatusAtom, 'connected');
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

  private onLost(): void {
    if (!this.client) return;
    this.teardown();
    if (this.failedTries >= SOCKET_POLICY.reconnectTries) {
      platformStore.set(socketStatusAtom, 'failed');
      return;
    }
    this.failedTries += 1;
    platformStore.set(socketStatusAtom, 'reconnecting');
    setTimeout(() => {
      this.connect({ authenticated: this.authenticated });
      platformStore.set(socketStatusAtom, 'reconnecting');
    }, SOCKET_POLICY.reconnectDelayMs);
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
