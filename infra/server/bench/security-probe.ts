/**
 * The outside security probe, re-run against a real server on loopback: prints figures, asserts nothing.
 *   pnpm probe
 * - fuzz: every call of ../shared/spec/calls.json with hostile inputs (no site, bad ids, NUL bytes, deep and
 *   huge JSON, wrong types, forged Host headers, garbage bodies), counting 5xx answers;
 * - DENY: a blocked account refused at login, refresh, every authenticated call tried, and the socket;
 * - wrong passwords: how many in a row before the account is throttled;
 * - forced logout: how long until the player's socket is closed.
 * Bounded: a few thousand requests, one server, loopback only.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from '@stomp/stompjs';
import WebSocket from 'ws';

import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';

interface SpecCall {
  method: string;
  path: string;
  params: string[];
}

const spec = JSON.parse(
  await readFile(new URL('../../../../shared/spec/calls.json', import.meta.url), 'utf8'),
) as { calls: SpecCall[] };

const dataDir = await mkdtemp(path.join(tmpdir(), 'bx-probe-'));
const app = await buildApp({
  config: {
    ...readConfig({ DATA_DIR: dataDir }, ['--demo']),
    port: 0,
    host: '127.0.0.1',
    jwtSecret: 'probe-secret-that-is-long-enough-for-hs256',
  },
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const base = `http://127.0.0.1:${port}`;

const statuses = new Map<number, number>();
const fiveHundreds: string[] = [];
const resets: string[] = [];
let requests = 0;

interface Answer {
  status: number;
  json(): Promise<unknown>;
}

/** One request over node:http (fetch may not set a Host header), counted and checked for 5xx. */
function send(
  method: string,
  url: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  requests += 1;
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${url}`,
      { method, headers: { 'content-type': 'application/json', ...init.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) fiveHundreds.push(`${method} ${url.slice(0, 80)} -> ${status}`);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status, json: async () => JSON.parse(text) as unknown });
        });
      },
    );
    // A connection the server drops without an answer is counted, not fatal to the probe.
    request.on('error', (error) => {
      resets.push(`${method} ${url.slice(0, 80)} ${JSON.stringify(init.headers ?? {})}: ${error.message}`);
      resolve({ status: 0, json: async () => ({}) });
    });
    // A GET's body would go out unframed (no length): garbage on the connection, not a request.
    if (init.body !== undefined && method !== 'GET') request.write(init.body);
    request.end();
  });
}

async function login(username: string, userAgent = 'probe'): Promise<Answer> {
  return send('POST', '/api/login?siteInfoId=1', {
    headers: { 'user-agent': userAgent },
    body: JSON.stringify({ username, password: 'demo1234', siteInfoId: 1 }),
  });
}

async function tokensOf(username: string): Promise<{ access: string; refresh: string; id: number }> {
  const body = (await (await login(username)).json()) as {
    data: { accessToken: string; refreshToken: string; user: { id: number } };
  };
  return { access: body.data.accessToken, refresh: body.data.refreshToken, id: body.data.user.id };
}

let deep: unknown = 1;
for (let i = 0; i < 2000; i++) deep = { a: deep };
const HOSTILE_VALUES: unknown[] = [
  '',
  'a\u0000b',
  -1,
  0,
  1.5,
  '1 OR 1=1',
  'x'.repeat(70_000),
  [],
  {},
  null,
  true,
  deep,
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '9'.repeat(40),
];
const HOSTS = [
  'localhost',
  'localhost:99999',
  'localhost:abc',
  'nope.example',
  'localhost:8080@evil.example',
];

async function fuzz(token: string): Promise<void> {
  for (const call of spec.calls.filter((candidate) => candidate.path.startsWith('/'))) {
    const route = call.path.replace(/\{[^}]+\}/g, '1');
    for (const value of HOSTILE_VALUES) {
      const fields = Object.fromEntries(call.params.map((name) => [name, value]));
      const query = new URLSearchParams(
        Object.fromEntries(call.params.map((name) => [name, String(value).slice(0, 1000)])),
      );
      for (const auth of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
        if (call.method === 'GET' || call.method === 'DELETE')
          await send(call.method, `${route}?siteInfoId=1&${query}`, { headers: auth });
        else
          await send(call.method, `${route}?siteInfoId=1`, {
            headers: auth,
            body: JSON.stringify({ siteInfoId: 1, ...fields }),
          });
      }
    }
    for (const host of HOSTS) await send(call.method, `${route}?siteInfoId=1`, { headers: { host } });
    await send(call.method, route);
    await send(call.method, `${route}?siteInfoId=%00`);
    await send(call.method, `${route}?siteInfoId=1`, { body: '{"a":' });
    await send(call.method, `${route}?siteInfoId=1`, {
      body: 'garbage',
      headers: { 'content-type': 'text/xml' },
    });
  }
}

async function socketOf(token: string): Promise<{ client: Client; ended: Promise<string> }> {
  let ended: (reason: string) => void = () => undefined;
  const endedPromise = new Promise<string>((resolve) => (ended = resolve));
  const client = new Client({
    webSocketFactory: () => new WebSocket(`ws://127.0.0.1:${port}/bx_ws?siteInfoId=1`),
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  const connected = new Promise<string>((resolve) => {
    client.onConnect = () => resolve('connected');
    client.onStompError = (frame) => {
      resolve(frame.headers.message ?? 'ERROR');
      ended(frame.headers.message ?? 'ERROR');
    };
  });
  client.activate();
  if ((await connected) !== 'connected') ended('refused at CONNECT');
  return { client, ended: endedPromise };
}

async function denyEverywhere(admin: string): Promise<Record<string, string>> {
  const player = await tokensOf('demo3');
  const socket = await socketOf(player.access);
  await send('POST', '/api/admin/player/access?siteInfoId=1', {
    headers: { authorization: `Bearer ${admin}` },
    body: JSON.stringify({ playerId: player.id, status: 'DENY' }),
  });
  const code = async (response: Answer) =>
    `${response.status} ${((await response.json()) as { error?: { code: string } }).error?.code ?? 'ok'}`;
  const auth = { authorization: `Bearer ${player.access}` };
  const results: Record<string, string> = {
    'socket open at the block': await socket.ended,
    login: await code(await login('demo3')),
    refresh: await code(
      await send('POST', '/api/login?siteInfoId=1', {
        body: JSON.stringify({ refreshToken: player.refresh, siteInfoId: 1 }),
      }),
    ),
    'GET /api/me': await code(await send('GET', '/api/me?siteInfoId=1', { headers: auth })),
    'POST /api/contact/create': await code(
      await send('POST', '/api/contact/create?siteInfoId=1', {
        headers: auth,
        body: JSON.stringify({ playerId: player.id, question: 'q' }),
      }),
    ),
    'POST /api/player/change_nick': await code(
      await send('POST', '/api/player/change_nick?siteInfoId=1', {
        headers: auth,
        body: JSON.stringify({ id: player.id, nick: 'other' }),
      }),
    ),
    'new socket': await (await socketOf(player.access)).ended,
    'deny1 login': await code(await login('deny1')),
  };
  await socket.client.deactivate();
  return results;
}

async function wrongPasswordsUntilThrottled(): Promise<number | undefined> {
  for (let attempt = 1; attempt <= 50; attempt++) {
    const response = await send('POST', '/api/login?siteInfoId=1', {
      headers: { 'x-probe': 'passwords' },
      body: JSON.stringify({ username: 'demo2', password: `wrong-${attempt}`, siteInfoId: 1 }),
    });
    if (response.status === 429) return attempt;
  }
  return undefined;
}

async function forcedLogoutClose(admin: string): Promise<number> {
  const player = await tokensOf('demo1');
  const socket = await socketOf(player.access);
  const started = performance.now();
  await send('POST', '/api/admin/force_logout?siteInfoId=1', {
    headers: { authorization: `Bearer ${admin}` },
    body: JSON.stringify({ playerId: player.id }),
  });
  await socket.ended;
  await socket.client.deactivate();
  return Math.round(performance.now() - started);
}

const admin = (await tokensOf('admin')).access;
const player = (await tokensOf('trader1')).access;
const fuzzStarted = performance.now();
await fuzz(player);
const fuzzSeconds = ((performance.now() - fuzzStarted) / 1000).toFixed(1);
const deny = await denyEverywhere(admin);
const closeMs = await forcedLogoutClose(admin);
const throttledAt = await wrongPasswordsUntilThrottled();

console.log(`security probe against ${base} (demo mode, embedded database)`);
console.log(`  fuzz: ${requests} requests over ${spec.calls.length} spec calls in ${fuzzSeconds} s`);
console.log(
  `  statuses: ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}x${count}`)
    .join(' ')}`,
);
console.log(
  `  5xx responses: ${fiveHundreds.length}${fiveHundreds.length ? `: ${fiveHundreds.slice(0, 10).join('; ')}` : ''}`,
);
console.log(
  `  dropped without an answer: ${resets.length}${resets.length ? `: ${resets.slice(0, 5).join('; ')}` : ''}`,
);
console.log('  DENY (demo3 blocked mid-session by an operator):');
for (const [what, answer] of Object.entries(deny)) console.log(`    ${what}: ${answer}`);
console.log(
  `  wrong passwords before 429: ${throttledAt === undefined ? 'never (within 50)' : throttledAt - 1}`,
);
console.log(`  forced logout -> socket closed in ${closeMs} ms`);
await app.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
