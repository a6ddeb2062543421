// @vitest-environment jsdom
import type { StompConfig } from '@stomp/stompjs';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { sessionEndReasonAtom } from '../auth/auth-state';
import { forgetSessionEnd } from '../auth/session-end';
import { writeTokens } from '../auth/token-storage';
import { queryClient } from '../query/query-client';
import { siteLocatorAtom } from '../site/site-state';
import { platformStore } from '../state/platform-store';

import { SOCKET_POLICY } from './socket-policy';
import { socketReconnectsAtom, socketStatusAtom, type SocketStatus } from './socket-state';
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

const [FIRST_TRY_MS] = SOCKET_POLICY.reconnectDelaysMs;

const afterAReconnectDelay = () => new Promise((resolve) => setTimeout(resolve, FIRST_TRY_MS + 50));

/** The network under the latest socket goes away: the browser closes it without any STOMP frame. */
function networkDrops() {
  const { config } = clients.at(-1) as { config: StompConfig };
  config.onWebSocketClose?.({} as never);
}

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
    await vi.waitFor(() => expect(clients).toHaveLength(2), { timeout: FIRST_TRY_MS + 1_000 });
    expect(platformStore.get(sessionEndReasonAtom)).toBeNull();
  });
});

describe('the socket when the network goes away', () => {
  beforeEach(async () => {
    clients.length = 0;
    localStorage.clear();
    forgetSessionEnd();
    platformStore.set(siteLocatorAtom, { siteInfoId: 1, code: 'site1', lang: 'ko' });
    writeTokens('access-1', 'refresh-1', 900);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stompConnection.connect({ authenticated: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(clients).toHaveLength(1);
    serverAccepts();
  });
  afterEach(() => {
    stompConnection.disconnect();
    vi.useRealTimers();
  });

  /** Lets `ms` pass, and answers how many connections were opened by then. */
  async function after(ms: number): Promise<number> {
    await vi.advanceTimersByTimeAsync(ms);
    return clients.length;
  }

  it('heals a short gap silently: one try after a second, back and announced as a reconnect', async () => {
    const statuses = recordStatuses();
    const reconnectsBefore = platformStore.get(socketReconnectsAtom);
    networkDrops();
    expect(platformStore.get(socketStatusAtom)).toBe('reconnecting');

    expect(await after(FIRST_TRY_MS - 1)).toBe(1);
    expect(await after(1)).toBe(2);
    serverAccepts();

    expect(statuses).toEqual(['reconnecting', 'connected']);
    expect(platformStore.get(socketReconnectsAtom)).toBe(reconnectsBefore + 1);
  });

  it('asks again for what was loaded once it is back: pushes sent meanwhile never arrived', async () => {
    queryClient.setQueryData(['wallet', 'my'], { point: '10' });
    networkDrops();
    expect(queryClient.getQueryState(['wallet', 'my'])?.isInvalidated).toBe(false);
    await after(FIRST_TRY_MS);
    serverAccepts();
    expect(queryClient.getQueryState(['wallet', 'my'])?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('spends the three tries 1 s, 3 s and 8 s apart before it fails, and only then', async () => {
    const reconnectsBefore = platformStore.get(socketReconnectsAtom);
    networkDrops();
    const opened: number[] = [];
    let elapsed = 0;
    while (elapsed < 30_000 && platformStore.get(socketStatusAtom) !== 'failed') {
      const count = clients.length;
      elapsed += 100;
      if ((await after(100)) > count) {
        opened.push(elapsed);
        networkDrops();
      }
    }
    expect(opened).toEqual([1_000, 4_000, 12_000]);
    expect(platformStore.get(socketStatusAtom)).toBe('failed');
    expect(platformStore.get(socketReconnectsAtom)).toBe(reconnectsBefore);
  });

  it('starts the count of tries afresh once a try has connected', async () => {
    networkDrops();
    await after(FIRST_TRY_MS);
    networkDrops();
    await after(3_000);
    serverAccepts();

    networkDrops();
    expect(await after(FIRST_TRY_MS)).toBe(4);
    expect(platformStore.get(socketStatusAtom)).toBe('reconnecting');
  });
});
