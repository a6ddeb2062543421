import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the servers under test and PostgreSQL or Redis, to give them the faults of a network and a
 * server restart without touching the machine's own PostgreSQL or Redis (other people use them): cut every
 * connection, refuse new ones for a while, or cut one connection just after the client sent a given message.
 */
export class TcpProxy {
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();
  private server: Server;
  private listening = false;
  private cutAfter: { marker: Buffer; hits: number } | undefined;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
    server: Server,
  ) {
    this.server = server;
    this.listening = true;
  }

  static async start(targetUrl: string): Promise<TcpProxy> {
    const url = new URL(targetUrl);
    const target = { host: url.hostname, port: Number(url.port) };
    const pending: Socket[] = [];
    const server = createServer((client) => pending.push(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = new TcpProxy(target, (server.address() as { port: number }).port, server);
    server.removeAllListeners('connection');
    server.on('connection', (client: Socket) => proxy.pipe(client));
    for (const client of pending) proxy.pipe(client);
    return proxy;
  }

  /** The same URL, through this proxy. */
  url(targetUrl: string): string {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.href;
  }

  /** The local ports of the proxy's connections to the server: how PostgreSQL's pg_stat_activity names them. */
  upstreamPorts(): number[] {
    return [...this.pairs].flatMap(({ upstream }) =>
      upstream.localPort === undefined ? [] : [upstream.localPort],
    );
  }

  /** Connections open through the proxy now. */
  get connections(): number {
    return this.pairs.size;
  }

  /** Every connection ends at once, as when the server restarts or terminates its backends. */
  cut(): void {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  /** Cuts everything and refuses new connections (ECONNREFUSED) until `accept`: a server down. */
  async refuse(): Promise<void> {
    if (this.listening) {
      this.listening = false;
      await new Promise<void>((resolve) => {
        this.server.close(() => resolve());
        this.cut();
      });
    }
  }

  /** Takes connections again, on the same port. */
  async accept(): Promise<void> {
    if (this.listening) return;
    this.server = createServer((client) => this.pipe(client));
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.listening = true;
  }

  /**
   * The next connection that sends `marker` (e.g. PostgreSQL's Query message for COMMIT) has it delivered to the
   * server, then is cut before any answer comes back: the client cannot know whether it took effect.
   */
  cutAfterClientSends(marker: Buffer): void {
    this.cutAfter = { marker, hits: 0 };
  }

  async close(): Promise<void> {
    this.cut();
    if (this.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.listening = false;
  }

  private pipe(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const pair = { client, upstream };
    this.pairs.add(pair);
    let severed = false;
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      // A severed connection's upstream ends by itself once the server has read what it was sent.
      if (!severed) upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    client.on('data', (chunk: Buffer) => {
      if (severed) return;
      const cutAfter = this.cutAfter;
      if (cutAfter !== undefined && chunk.includes(cutAfter.marker)) {
        this.cutAfter = undefined;
        severed = true;
        // Delivered, then the server sees the connection end; the client never hears back.
        upstream.end(chunk);
        this.pairs.delete(pair);
        client.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!severed) client.write(chunk);
    });
  }
}

/** PostgreSQL's simple-protocol Query message for `sql` (what node-postgres sends for a query without parameters). */
export function pgQueryMessage(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`);
  const header = Buffer.alloc(5);
  header.write('Q', 0);
  header.writeInt32BE(text.length + 4, 1);
  return Buffer.concat([header, text]);
}
