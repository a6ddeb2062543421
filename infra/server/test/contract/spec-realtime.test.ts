import { TOPICS, USER_QUEUES } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, login } from '../helper.js';
import { stompClients } from '../realtime/stomp-clients.js';
import { readSpecCalls } from './spec.js';

const SITE_ID = 1;
/** The spec's destinations, its {siteId} filled in with this client's site. */
const destinations = readSpecCalls().realtime.subscribe.map((d) => d.replace('{siteId}', String(SITE_ID)));
/** What @bx/contracts names, so the server means to serve it. */
const known = new Set<string>([
  ...Object.values(USER_QUEUES),
  TOPICS.oversea,
  TOPICS.futuresInfo,
  TOPICS.notice(SITE_ID),
]);

let app: FastifyInstance;
let token: string;
const stomp = stompClients();

beforeAll(async () => {
  app = await buildTestApp();
  await stomp.listen(app);
  token = (await login(app, 'demo1')).accessToken;
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

/** A refused subscription ends the session with an ERROR frame; an accepted one answers its receipt. */
async function subscribes(destination: string): Promise<boolean> {
  const client = await stomp.connect(token);
  return new Promise((resolve) => {
    const receipt = `r-${destination}`;
    client.onStompError = () => resolve(false);
    client.watchForReceipt(receipt, () => resolve(true));
    client.subscribe(destination, () => {}, { receipt });
  });
}

describe("the spec's realtime destinations", () => {
  it('a signed-in player may subscribe to every one the contracts name', async () => {
    const refused: string[] = [];
    for (const destination of destinations) {
      if (!(await subscribes(destination))) refused.push(destination);
    }
    console.log(
      `spec destinations subscribable: ${destinations.length - refused.length} of ${destinations.length}` +
        ` (not yet: ${refused.map((d) => `${d}${known.has(d) ? '' : ' (not in @bx/contracts)'}`).join(', ')})`,
    );
    expect(refused.filter((d) => known.has(d))).toEqual([]);
  });
});
