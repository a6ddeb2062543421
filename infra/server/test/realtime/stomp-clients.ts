import type { AddressInfo } from 'node:net';

import { Client, type IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/**
 * Real @stomp/stompjs clients over `ws`, the reference client, against a test app listening on a free
 * loopback port; the file closes them all at the end.
 */
export function stompClients() {
  const clients: Client[] = [];
  let port = 0;
  return {
    /** Starts the app on a free port and answers the socket URL of site 1. */
    async listen(app: FastifyInstance): Promise<string> {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
      return `ws://127.0.0.1:${port}/bx_ws?siteInfoId=1`;
    },

    /** A connected client of site 1 (or of the site given, by its hostname), with the access token or anonymous. */
    async connect(token?: string, site = { id: 1, host: '127.0.0.1' }): Promise<Client> {
      const url = `ws://127.0.0.1:${port}/bx_ws?siteInfoId=${site.id}`;
      const client = new Client({
        webSocketFactory: () => new WebSocket(url, { headers: { host: site.host } }),
        connectHeaders: token === undefined ? {} : { Authorization: `Bearer ${token}` },
        reconnectDelay: 0,
        heartbeatIncoming: 0,
        heartbeatOutgoing: 0,
      });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.onConnect = () => resolve();
        client.onStompError = (frame) => reject(new Error(frame.headers.message));
        client.activate();
      });
      return client;
    },

    closeAll(): Promise<void> {
      return Promise.all(clients.map((client) => client.deactivate())).then(() => undefined);
    },
  };
}

/** Subscribes and waits until the server has the subscription (a receipt after it); answers what arrives. */
export async function subscribeConfirmed(client: Client, destination: string): Promise<IMessage[]> {
  const messages: IMessage[] = [];
  client.subscribe(destination, (message) => messages.push(message));
  await new Promise<void>((resolve) => {
    const receipt = `r-${Math.random()}`;
    client.watchForReceipt(receipt, () => resolve());
    client.publish({ destination: '/noop', headers: { receipt } });
  });
  return messages;
}

/** Waits, up to `limitMs` of real time, until `check` holds (what is sent arrives within milliseconds). */
export async function until(check: () => boolean, limitMs = 3_000): Promise<void> {
  for (let waited = 0; waited < limitMs && !check(); waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What arrives on `destination`, parsed, read afresh on each call. */
export async function listen<T>(client: Client, destination: string): Promise<() => T[]> {
  const messages = await subscribeConfirmed(client, destination);
  return () => messages.map((m) => JSON.parse(m.body) as T);
}
