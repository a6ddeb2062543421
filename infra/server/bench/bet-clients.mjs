/**
 * The bets-http load: one worker thread of closed-loop clients, each placing a bet and waiting for its answer
 * before the next. In a thread of its own so the clients' HTTP work does not share the server's event loop,
 * as real players' phones do not. Each client holds one keep-alive connection through node:http, the leanest
 * client Node has: on two cores the load generator shares the machine with the server and the database, and
 * fetch cost it about three times the CPU per request. workerData: { base, tokens, roundId, seconds }; posts
 * back { latencies, ok, failed, statuses }.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { base, tokens, roundId, seconds } = workerData;
const latencies = [];
const statuses = {};
let ok = 0;
let failed = 0;
const end = performance.now() + seconds * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
const url = new URL('/api/trade/history/betting?siteInfoId=1', base);

/** One POST; resolves with the status once the whole answer has arrived. */
function post(token, key, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

await Promise.all(
  tokens.map(async (token, client) => {
    let n = 0;
    while (performance.now() < end) {
      const started = performance.now();
      const body = JSON.stringify({ point: '5', tradeRoundId: roundId, type: n % 2 ? 'B' : 'S' });
      const status = await post(token, `bench-${client}-${n++}`, body);
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) ok++;
      else failed++;
    }
  }),
);
agent.destroy();
parentPort.postMessage({ latencies, ok, failed, statuses });
