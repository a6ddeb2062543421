// @vitest-environment jsdom
import type { StompConfig } from '@stomp/stompjs';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { sessionEndReasonAtom } from '../auth/auth-state';
import { forgetSessionEnd } from '../auth/session-end';
import { writeTokens } from '../auth/token-storage';
import { siteLocatorAtom } from '../site/site-state';
import { platformStore } from '../state/platform-store';

import { SOCKET_POLICY } from './socket-policy';
import { socketStatusAtom, type SocketStatus } from './socket-state';
import { stompConnection } from './stomp-connection';

/** Every STOMP client the connection makes, in order; each is driven by hand as the server would. */
const { clients } = vi.hoisted(() => ({ clients: [] as { config: StompConfig }[] }));

vi.mock('@stomp/stompjs', () => ({
  Client: class {
    connected = false;
    constructor(readonly config: StompConfig) {
      clients.push(this);
    }
    activate() {}
    async deactivate() {}
    subscribe() {
      return { unsubscribe() {} };
    }
    publish() {}
  },
}));

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function fakeRefreshServer() {
  let refreshes = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      refreshes += 1;
      return envelope({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900, user: {} });
    }),
  );
  return { refreshes: () => refreshes };
}

const connectedWith = (index: number) => clients[index]?.config.connectHeaders?.Authorization;

/** The server accepts the latest CONNECT. */
function serverAccepts() {
  const client = clients.at(-1) as { connected: boolean; config: StompConfig };
  client.connected = true;
  client.config.onConnect?.({} as never);
}

/** The server's answer to a session it will not go on with: an ERROR frame naming why, then the close. */
function serverCloses(reason: string) {
  const { config } = clients.at(-1) as { config: StompConfig };
  config.onStompError?.({ headers: { message: reason } } as never);
  config.onWebSocketClose?.({} as never);
}

function recordStatuses() {
  const seen: SocketStatus[] = [];
  onTestFinished(platformStore.sub(socketStatusAtom, () => seen.push(platformStore.get(socketStatusAtom))));
  return seen;
}

const afterAReconnectDelay = () =>
  new Promise((resolve) => setTimeout(resolve, SOCKET_POLICY.reconnectDelayMs + 50));

describe('the socket when the server closes it', () => {
  beforeEach(async () => {
    clients.length = 0;
    localStorage.clear();
    forgetSessionEnd();
    platformStore.set(siteLocatorAtom, { siteInfoId: 1, code: 'site1', lang: 'ko' });
    writeTokens('access-1', 'refresh-1', 900);
    stompConnection.connect({ authenticated: true });
    await vi.waitFor(() => expect(clients).toHaveLength(1));
    serverAccepts();
  });
  afterEach(() => {
    stompConnection.disconnect();
    vi.unstubAllGlobals();
  });

  it('renews an expired access token and reconnects with it, without the reconnect notice', async () => {
    const server = fakeRefreshServer();
    const statuses = recordStatuses();
    expect(connectedWith(0)).toBe('Bearer access-1');

    serverCloses('TOKEN_EXPIRED');
    await vi.waitFor(() => expect(clients).toHaveLength(2));
    expect(server.refreshes()).toBe(1);
    expect(connectedWith(1)).toBe('Bearer access-2');
    serverAccepts();

    expect(statuses).toEqual(['connecting', 'connected']);
    expect(platformStore.get(sessionEndReasonAtom)).toBeNull();
  });

  it('counts a renewed connection refused as expired again as a lost one', async () => {
    fakeRefreshServer();
    serverCloses('TOKEN_EXPIRED');
    await vi.waitFor(() => expect(clients).toHaveLength(2));
    serverCloses('TOKEN_EXPIRED');
    expect(platformStore.get(socketStatusAtom)).toBe('reconnecting');
  });

  it.each([
    ['ACCOUNT_DENIED', 'ACCOUNT_DENIED'],
    ['DEVICE_BLOCKED', 'DEVICE_BLOCKED'],
    ['FORCE_LOGOUT', 'FORCED_LOGOUT'],
    ['TOKEN_INVALID', 'FORCED_LOGOUT'],
  ])('on %s hands the session to the %s flow and does not reconnect', async (reason, flow) => {
    const statuses = recordStatuses();
    serverCloses(reason);
    expect(platformStore.get(sessionEndReasonAtom)).toBe(flow);
    await afterAReconnectDelay();
    expect(clients).toHaveLength(1);
    expect(statuses).toEqual(['idle']);
  });

  it('treats any other refusal as a lost connection, one of the tries shown to the player', async () => {
    serverCloses('frame larger than 65536 bytes');
    expect(platformStore.get(socketStatusAtom)).toBe('reconnecting');
    await vi.waitFor(() => expect(clients).toHaveLength(2));
    expect(platformStore.get(sessionEndReasonAtom)).toBeNull();
  });
});
