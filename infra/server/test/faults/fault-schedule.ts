import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { ledgerAudit } from '../scale-out/server-process.js';
import { Cluster } from './cluster.js';
import { Players, type Op, type OpKind, type Player } from './players.js';
import { Rng } from '../../src/market/rng.js';
import { intBelow, shuffled } from './random.js';

export type FaultKind = 'kill' | 'terminate' | 'redis' | 'postgres';

export interface FaultRunOptions {
  seed: number;
  /** How long the players play under faults. */
  seconds: number;
  /** A database the instances share: seeded already (a copy of the suite's template), or empty (the first start seeds it). */
  databaseUrl: string;
  redisUrl: string;
  log?: (line: string) => void;
}

export interface FaultRunReport {
  seed: number;
  faults: Record<FaultKind, number>;
  acknowledged: Record<OpKind, number>;
  /** Refusals by operation and code (a player asking for what the rules refuse: not a fault). */
  refused: Record<string, number>;
  unknown: number;
  /** Acknowledged operations not in the database. */
  lost: string[];
  /** Operations in the database more than once (acknowledged or not). */
  doubled: string[];
  /** Trader fills with a follower of their time and no copy (or never mirrored). */
  copiesMissing: string[];
  /** Followers whose copies came in another order than the trader's fills. */
  copiesOutOfOrder: string[];
  copies: number;
  /** Rounds with bets not finished, or with bets left running. */
  roundsUnsettled: string[];
  /** Rounds with bets finished more than 2 s after their close (and no PostgreSQL refusal then). */
  roundsLate: string[];
  /** Rounds with bets whose close fell while PostgreSQL refused connections (nobody can settle then): not counted late. */
  roundsDuringOutage: number;
  roundsSettled: number;
  roundsCancelled: number;
  negativeBalances: number;
  /** Assets whose balances do not sum to zero or do not match their transfers. */
  auditProblems: string[];
  /** Assets whose money inside the platform (all but the EXTERNAL account) changed: none moves in or out here. */
  moneyChanged: string[];
  selfExits: string[];
  longest5xxMs: number;
  startSeconds: number[];
}

const FAULT_KINDS: readonly FaultKind[] = ['kill', 'terminate', 'redis', 'postgres'];

/**
 * The fault schedule (TigerBeetle / Jepsen style): two instances on one PostgreSQL and one Redis while seeded players
 * bet, order, trade (copied by followers), convert and withdraw; a seeded random schedule of faults meanwhile: kill -9
 * of either instance (started again, as a supervisor would), pg_terminate_backend of either's connections, a Redis
 * restart, a short PostgreSQL refusal (the last two through proxies: the machine's servers are never stopped). Then
 * the end checks: every acknowledged operation exists once, every copy happened once and in order, no balance is
 * negative, the ledger audit is zero, every round with bets settled once within 2 s of its close, money is conserved,
 * and no instance exited by itself. The same seed gives the same schedule and choices.
 */
export async function runFaultSchedule(options: FaultRunOptions): Promise<FaultRunReport> {
  const log = options.log ?? (() => undefined);
  const random = new Rng(options.seed);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bx-faults-'));
  const cluster = await Cluster.create({
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    log,
    env: {
      DEPLOYMENT_NAME: `test-faults-${randomBytes(4).toString('hex')}`,
      JWT_SECRET: 'fault-schedule-secret-that-is-long-enough-for-hs256',
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL: '86400',
      RATE_LIMIT_ORDER_ACCOUNT: '100000/10',
      RATE_LIMIT_LOGIN_IP: '1000/60',
      LOG_LEVEL: 'warn',
    },
  });
  const db = new pg.Client({ connectionString: options.databaseUrl });
  try {
    // One at a time: the first may have to migrate and seed an empty database.
    for (const node of cluster.nodes) await cluster.start(node);
    await db.connect();
    const setup = await prepare(cluster, db);
    const moneyBefore = await platformMoney(db);
    const players = new Players(cluster, options.seed, setup.binaryOptionId);
    const playing = [
      ...setup.players.map((player) => players.play(player, false)),
      players.play(setup.trader, true),
    ];
    const faults = { kill: 0, terminate: 0, redis: 0, postgres: 0 };
    const postgresDown: Array<[number, number]> = [];
    const end = Date.now() + options.seconds * 1_000;
    // Every kind early, in a seeded order; then any kind.
    const first = shuffled(random, FAULT_KINDS);
    while (Date.now() < end) {
      await pause(1_500 + intBelow(random, 3_500));
      const kind = first.shift() ?? FAULT_KINDS[intBelow(random, FAULT_KINDS.length)]!;
      const applied = await inject(kind, {
        cluster,
        random,
        players,
        player: setup.players[0]!,
        postgresDown,
      });
      if (applied) {
        faults[kind]++;
        log(`fault: ${applied}`);
      }
    }
    // Both instances up again, the players stop, then what is under way (rounds, copies) finishes.
    await waitFor(() => cluster.nodes.every((node) => node.up), 60_000);
    players.stop();
    await Promise.all(playing);
    await settled(db);
    return {
      seed: options.seed,
      faults,
      ...(await checkOperations(db, players.ops)),
      ...(await checkCopies(db)),
      ...(await checkRounds(db, postgresDown)),
      ...(await checkMoney(db, moneyBefore)),
      selfExits: cluster.selfExits,
      longest5xxMs: players.longest5xxMs,
      startSeconds: cluster.startSeconds,
    };
  } finally {
    await cluster.close();
    await db.end().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One fault; answers what was done, or undefined when it did not apply now (the other instance is down). */
async function inject(
  kind: FaultKind,
  context: {
    cluster: Cluster;
    random: Rng;
    players: Players;
    player: Player;
    postgresDown: Array<[number, number]>;
  },
): Promise<string | undefined> {
  const { cluster, random } = context;
  const node = cluster.nodes[intBelow(random, cluster.nodes.length)]!;
  switch (kind) {
    case 'kill': {
      // Never both at once: the platform is two instances so that one carries on.
      if (cluster.upNodes().length < 2) return undefined;
      const after = 300 + intBelow(random, 1_500);
      await cluster.kill(node, after);
      return `kill -9 ${node.name} (started again after ${after} ms)`;
    }
    case 'terminate': {
      if (!node.up) return undefined;
      // Calls in flight on it, so transactions hold connections when they are ended.
      const burst = context.players.burst(context.player, node, 12);
      await pause(15);
      const ended = await cluster.terminateBackends(node);
      await burst;
      return `pg_terminate_backend of ${node.name}'s ${ended} connections`;
    }
    case 'redis': {
      const ms = 500 + intBelow(random, 2_000);
      await cluster.restartRedis(ms);
      return `Redis away for ${ms} ms`;
    }
    case 'postgres': {
      const ms = 300 + intBelow(random, 1_200);
      const from = Date.now();
      await cluster.refusePostgres(ms);
      context.postgresDown.push([from, Date.now()]);
      return `PostgreSQL refusing connections for ${ms} ms`;
    }
  }
}

/** The seeded players (demo1-3 following trader1's BTC), their tokens, and the 30 s BTC round option. */
async function prepare(cluster: Cluster, db: pg.Client) {
  const node = cluster.nodes[0]!;
  const signIn = async (username: string): Promise<Player> => {
    const response = await fetch(`http://127.0.0.1:${node.port}/api/login?siteInfoId=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ username, password: 'demo1234', siteInfoId: 1 }),
    });
    const body = (await response.json()) as { data: { accessToken: string; user: { id: number } } | null };
    if (body.data === null) throw new Error(`${username} could not sign in: ${JSON.stringify(body)}`);
    return { username, userId: body.data.user.id, token: body.data.accessToken };
  };
  const players = [await signIn('demo1'), await signIn('demo2'), await signIn('demo3')];
  const trader = await signIn('trader1');
  const traderId = await waitFor(async () => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM copytrade_trader WHERE user_id = $1', [
      trader.userId,
    ]);
    return rows[0]?.id;
  }, 30_000);
  for (const follower of players.slice(1)) {
    const response = await fetch(`http://127.0.0.1:${node.port}/api/copytrade/follower/follow?siteInfoId=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'localhost',
        authorization: `Bearer ${follower.token}`,
      },
      body: JSON.stringify({
        traderId,
        followStock: ['BTCUSDT'],
        multiplyPer: 50,
        maxBet: '3000',
        oneMaxBet: '500',
      }),
    });
    if (response.status !== 200)
      throw new Error(`${follower.username} could not follow: ${await response.text()}`);
  }
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM trade_option WHERE stock = 'BTCUSDT' AND type = 'R.5'`,
  );
  return { players, trader, binaryOptionId: rows[0]!.id };
}

/** Until every round with bets has closed and finished, and every trader fill is mirrored (the sweep takes 10 s). */
async function settled(db: pg.Client): Promise<void> {
  await waitFor(async () => {
    const { rows } = await db.query<{ open: number; unmirrored: number }>(
      `SELECT (SELECT count(*)::int FROM trade_round r WHERE r.phase NOT IN ('SETTLED', 'CANCELLED')
                 AND EXISTS (SELECT 1 FROM binary_bet b WHERE b.trade_round_id = r.id)) AS open,
              (SELECT count(*)::int FROM copytrade_fill WHERE NOT mirrored) AS unmirrored`,
    );
    return rows[0]!.open === 0 && rows[0]!.unmirrored === 0 ? true : undefined;
  }, 90_000).catch(() => undefined);
}

async function checkOperations(db: pg.Client, ops: readonly Op[]) {
  const count = async (op: Op): Promise<number> => {
    const sql: Record<OpKind, string> = {
      bet: 'SELECT count(*)::int AS n FROM binary_bet WHERE user_id = $1 AND idempotency_key = $2',
      order: `SELECT count(*)::int AS n FROM order_key k JOIN futures_order o ON o.id = k.order_id
              WHERE k.user_id = $1 AND k.area = 'futures' AND k.key = $2`,
      trade: `SELECT count(*)::int AS n FROM order_key k JOIN futures_order o ON o.id = k.order_id
              WHERE k.user_id = $1 AND k.area = 'futures' AND k.key = $2`,
      convert: `SELECT count(*)::int AS n FROM transfer WHERE idempotency_key = 'convert:' || $1 || ':' || $2`,
      withdraw: 'SELECT count(*)::int AS n FROM dnw_history WHERE user_id = $1 AND idempotency_key = $2',
    };
    const { rows } = await db.query<{ n: number }>(sql[op.kind], [op.userId, op.key]);
    return rows[0]!.n;
  };
  const acknowledged: Record<OpKind, number> = { bet: 0, order: 0, trade: 0, convert: 0, withdraw: 0 };
  const lost: string[] = [];
  const doubled: string[] = [];
  for (const op of ops) {
    const n = await count(op);
    if (op.outcome === 'acknowledged') {
      acknowledged[op.kind]++;
      if (n === 0) lost.push(`${op.kind} ${op.key}`);
    }
    if (n > 1) doubled.push(`${op.kind} ${op.key} x${n}`);
  }
  return {
    acknowledged,
    refused: ops.reduce<Record<string, number>>((counts, op) => {
      if (op.refusal !== undefined) counts[op.refusal] = (counts[op.refusal] ?? 0) + 1;
      return counts;
    }, {}),
    unknown: ops.filter((op) => op.outcome === 'unknown').length,
    lost,
    doubled,
  };
}

async function checkCopies(db: pg.Client) {
  const { rows: missing } = await db.query<{ orderId: string; followerId: number; mirrored: boolean }>(
    `SELECT f.order_id::text AS "orderId", fo.id AS "followerId", f.mirrored
     FROM copytrade_fill f JOIN copytrade_follower fo ON fo.trader_id = f.trader_id AND fo.status = 'FOLLOWING'
       AND f.option_id = ANY (fo.follow_options) AND fo.created_at <= f.created_at
     WHERE (f.kind = 'OPEN' AND NOT EXISTS (SELECT 1 FROM copytrade_order c
              WHERE c.trader_order_id = f.order_id AND c.follower_id = fo.id))
        OR NOT f.mirrored`,
  );
  const { rows: order } = await db.query<{ followerId: number; traderOrders: string[] }>(
    `SELECT follower_id AS "followerId", array_agg(trader_order_id::text ORDER BY id) AS "traderOrders"
     FROM copytrade_order GROUP BY follower_id`,
  );
  const outOfOrder = order.filter(({ traderOrders }) =>
    traderOrders.some((id, i) => i > 0 && BigInt(id) < BigInt(traderOrders[i - 1]!)),
  );
  const { rows: copies } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM copytrade_order');
  return {
    copiesMissing: missing.map(
      (row) => `fill ${row.orderId} -> follower ${row.followerId}${row.mirrored ? '' : ' (never mirrored)'}`,
    ),
    copiesOutOfOrder: outOfOrder.map((row) => `follower ${row.followerId}: ${row.traderOrders.join(',')}`),
    copies: copies[0]!.n,
  };
}

async function checkRounds(db: pg.Client, postgresDown: ReadonlyArray<[number, number]>) {
  const { rows } = await db.query<{
    id: number;
    phase: string;
    closeAt: string;
    settledAt: string | null;
    running: number;
  }>(
    `SELECT r.id, r.phase, r.close_at::text AS "closeAt", r.settled_at::text AS "settledAt",
            (SELECT count(*)::int FROM binary_bet b WHERE b.trade_round_id = r.id AND b.status = 0) AS running
     FROM trade_round r WHERE EXISTS (SELECT 1 FROM binary_bet b WHERE b.trade_round_id = r.id)`,
  );
  const roundsUnsettled: string[] = [];
  const roundsLate: string[] = [];
  let roundsDuringOutage = 0;
  for (const round of rows) {
    const closeAt = Number(round.closeAt);
    if (!['SETTLED', 'CANCELLED'].includes(round.phase) || round.running > 0) {
      roundsUnsettled.push(`round ${round.id} ${round.phase}, ${round.running} bets running`);
      continue;
    }
    const late = Number(round.settledAt) - closeAt;
    // Nobody settles anything while PostgreSQL refuses every connection.
    const excused = postgresDown.some(([from, to]) => from <= closeAt + 2_000 && to >= closeAt);
    if (excused) roundsDuringOutage++;
    else if (late > 2_000) roundsLate.push(`round ${round.id} settled ${late} ms after its close`);
  }
  return {
    roundsUnsettled,
    roundsLate,
    roundsDuringOutage,
    roundsSettled: rows.filter((round) => round.phase === 'SETTLED').length,
    roundsCancelled: rows.filter((round) => round.phase === 'CANCELLED').length,
  };
}

/** Per asset, the money inside the platform: every account but the EXTERNAL one (where deposits come from). */
async function platformMoney(db: pg.Client): Promise<Map<string, string>> {
  const { rows } = await db.query<{ asset: string; total: string }>(
    `SELECT asset, sum(balance)::text AS total FROM ledger_account WHERE kind <> 'EXTERNAL' GROUP BY asset`,
  );
  return new Map(rows.map((row) => [row.asset, row.total]));
}

async function checkMoney(db: pg.Client, before: Map<string, string>) {
  const after = await platformMoney(db);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_account WHERE kind = 'USER' AND balance < 0`,
  );
  return {
    negativeBalances: rows[0]!.n,
    auditProblems: (await ledgerAudit(db))
      .filter((row) => row.total !== '0' || row.drift !== '0')
      .map((row) => `${row.asset}: total ${row.total}, drift ${row.drift}`),
    moneyChanged: [...new Set([...before.keys(), ...after.keys()])]
      .filter((asset) => before.get(asset) !== after.get(asset))
      .map((asset) => `${asset}: ${before.get(asset)} -> ${after.get(asset)}`),
  };
}

/** The figures of a run, one per line (the closing note's). */
export function describeRun(report: FaultRunReport): string[] {
  const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
  const starts = [...report.startSeconds].sort((a, b) => a - b);
  return [
    `seed ${report.seed} (replay: FAULT_SEED=${report.seed})`,
    `faults injected: ${sum(report.faults)} (${Object.entries(report.faults)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')})`,
    `operations acknowledged: ${sum(report.acknowledged)} (${Object.entries(report.acknowledged)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}); never answered ${report.unknown}`,
    `refused (the rules, not faults): ${Object.entries(report.refused)
      .map(([why, n]) => `${why} ${n}`)
      .join(', ')}`,
    `lost: ${report.lost.length}; doubled: ${report.doubled.length}`,
    `copies: ${report.copies}; missing: ${report.copiesMissing.length}; out of order: ${report.copiesOutOfOrder.length}`,
    `rounds with bets: settled ${report.roundsSettled}, cancelled ${report.roundsCancelled}, ` +
      `unsettled ${report.roundsUnsettled.length}, settled late ${report.roundsLate.length} ` +
      `(closed during a PostgreSQL refusal, not judged: ${report.roundsDuringOutage})`,
    `negative balances: ${report.negativeBalances}; ledger audit problems: ${report.auditProblems.length}; ` +
      `money changed: ${report.moneyChanged.length}`,
    `instances that exited by themselves: ${report.selfExits.length}`,
    `longest time an instance answered 5xx: ${(report.longest5xxMs / 1000).toFixed(1)} s`,
    `start-up to ready (from source through tsx): ${starts.map((s) => s.toFixed(1)).join(', ')} s`,
  ];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await pause(200);
  }
}
