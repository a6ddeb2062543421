import pg from 'pg';

import { freePort, startInstance, type Instance } from '../scale-out/server-process.js';
import { TcpProxy } from './tcp-proxy.js';

/** One server instance of the cluster, behind a PostgreSQL proxy of its own (so its connections can be told apart). */
export interface Node {
  readonly name: string;
  readonly port: number;
  readonly pg: TcpProxy;
  instance: Instance | undefined;
  /** Serving now (started and not killed). */
  up: boolean;
  /** Set while we kill it on purpose: any other exit is the server's own (a crash the run must report). */
  killing: boolean;
}

/**
 * Two server instances on one PostgreSQL database and one Redis, each reaching them through proxies this process
 * controls: what the fault schedule kills, cuts and refuses. The machine's own PostgreSQL and Redis, which other
 * people use, are never stopped.
 */
export class Cluster {
  readonly nodes: Node[] = [];
  /** Exits nobody asked for: an instance that crashed (e.g. on an unhandled connection error). */
  readonly selfExits: string[] = [];
  /** Seconds from spawning an instance to its ready line, for every start. */
  readonly startSeconds: number[] = [];
  private closing = false;

  private constructor(
    private readonly databaseUrl: string,
    private readonly redisUrl: string,
    readonly redis: TcpProxy,
    private readonly env: Record<string, string>,
    private readonly log: (line: string) => void,
  ) {}

  static async create(options: {
    databaseUrl: string;
    redisUrl: string;
    env: Record<string, string>;
    log: (line: string) => void;
  }): Promise<Cluster> {
    const redis = await TcpProxy.start(options.redisUrl);
    const cluster = new Cluster(options.databaseUrl, options.redisUrl, redis, options.env, options.log);
    for (const name of ['A', 'B']) {
      cluster.nodes.push({
        name,
        port: await freePort(),
        pg: await TcpProxy.start(options.databaseUrl),
        instance: undefined,
        up: false,
        killing: false,
      });
    }
    return cluster;
  }

  /** Starts a node's server; a crash later is recorded and the node started again, as a supervisor would. */
  async start(node: Node): Promise<void> {
    const began = performance.now();
    const instance = await startInstance(
      {
        ...this.env,
        DATABASE_URL: this.node(node),
        REALTIME_BUS_URL: this.redis.url(this.redisUrl),
        RATE_LIMIT_REDIS_URL: this.redis.url(this.redisUrl),
      },
      node.port,
    );
    this.startSeconds.push((performance.now() - began) / 1000);
    node.instance = instance;
    node.up = true;
    void instance.exited.then((code) => {
      if (node.instance !== instance) return;
      node.up = false;
      if (node.killing || this.closing) return;
      const last = instance.lines.slice(-15).join('\n');
      this.selfExits.push(`${node.name} exited by itself (${code}):\n${last}`);
      this.log(
        `instance ${node.name} exited by itself (${code}); starting it again. Its last lines:\n${last}`,
      );
      this.restart(node, 1_000);
    });
  }

  /** Starts the node after `ms`, and again (as a supervisor would) for as long as it fails to start. */
  private restart(node: Node, ms: number): void {
    setTimeout(() => {
      if (this.closing) return;
      this.start(node).catch((error: unknown) => {
        this.log(`instance ${node.name} did not start: ${String(error).slice(0, 300)}`);
        this.restart(node, 1_000);
      });
    }, ms);
  }

  /** kill -9, then a start again after `restartAfterMs` (the supervisor's part), in the background. */
  async kill(node: Node, restartAfterMs: number): Promise<void> {
    const instance = node.instance;
    if (instance === undefined) return;
    node.killing = true;
    node.up = false;
    instance.child.kill('SIGKILL');
    await instance.exited;
    node.killing = false;
    this.restart(node, restartAfterMs);
  }

  /** pg_terminate_backend of every connection the node has open now (its pool, its locks), from the outside. */
  async terminateBackends(node: Node): Promise<number> {
    const ports = node.pg.upstreamPorts();
    if (ports.length === 0) return 0;
    const admin = new pg.Client({ connectionString: this.databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: number }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
         WHERE datname = current_database() AND client_port = ANY ($1::int[])`,
        [ports],
      );
      return rows[0]!.ended;
    } finally {
      await admin.end();
    }
  }

  /** Both instances' way to PostgreSQL refused for `ms` (a server restarting). */
  async refusePostgres(ms: number): Promise<void> {
    await Promise.all(this.nodes.map((node) => node.pg.refuse()));
    await new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.all(this.nodes.map((node) => node.pg.accept()));
  }

  /** Redis gone for `ms` (a restart): every connection cut, new ones refused, then taken again. */
  async restartRedis(ms: number): Promise<void> {
    await this.redis.refuse();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await this.redis.accept();
  }

  upNodes(): Node[] {
    return this.nodes.filter((node) => node.up);
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(
      this.nodes.map(async (node) => {
        const instance = node.instance;
        if (
          instance !== undefined &&
          instance.child.exitCode === null &&
          instance.child.signalCode === null
        ) {
          instance.child.kill('SIGTERM');
          await instance.exited;
        }
      }),
    );
    await Promise.all([...this.nodes.map((node) => node.pg.close()), this.redis.close()]);
  }

  /** The node's database URL: through its proxy, named so its sessions can be read in pg_stat_activity. */
  private node(node: Node): string {
    const url = new URL(node.pg.url(this.databaseUrl));
    url.searchParams.set('application_name', `bx-fault-${node.name}`);
    return url.href;
  }
}
