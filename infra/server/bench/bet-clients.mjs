/**
 * The bets-http load: one worker thread of closed-loop clients, each placing a bet and waiting for its answer
 * before the next. In a thread of its own so the clients' HTTP work does not share the server's event loop,
 * as real players' phones do not. workerData: { base, tokens, roundId, seconds }; posts back
 * { latencies, ok, failed, statuses }.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { base, tokens, roundId, seconds } = workerData;
const latencies = [];
const statuses = {};
let ok = 0;
let failed = 0;
const end = performance.now() + seconds * 1000;

await Promise.all(
  tokens.map(async (token, client) => {
    let n = 0;
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(`${base}/api/trade/history/betting?siteInfoId=1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `bench-${client}-${n++}`,
        },
        body: JSON.stringify({ point: '5', tradeRoundId: roundId, type: n % 2 ? 'B' : 'S' }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 200) ok++;
      else failed++;
    }
  }),
);
parentPort.postMessage({ latencies, ok, failed, statuses });
