import { Redis } from 'ioredis';

import type { BusMessage, RealtimeBus } from './bus.js';

export interface RedisBusOptions {
  /** redis:// or rediss:// */
  url: string;
  /** Instances that share a channel share their pushes: one channel per deployment (`<DEPLOYMENT_NAME>:realtime`). */
  channel: string;
  /** Told once per outage, not once per dropped message. */
  onDrop?: (reason: string) => void;
  /** A connection's errors while it reconnects (ioredis would print them to stderr otherwise). */
  onError?: (error: Error) => void;
}

/**
 * Fan-out between server instances through Redis pub/sub: every instance publishes to one channel and hears
 * every message on it, its own included, so a push reaches a player whichever instance their socket is on.
 *
 * Pushes are live state, not records: while Redis is unreachable they are dropped rather than queued (a queue
 * would grow for the whole outage and then replay stale prices), and clients catch up through their calls
 * when they resubscribe. ioredis reconnects both connections by itself.
 */
export class RedisBus implements RealtimeBus {
  private readonly listeners = new Set<(message: BusMessage) => void>();
  private dropping = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly onDrop: (reason: string) => void,
  ) {
    subscriber.on('message', (from: string, raw: string) => {
      if (from !== channel) return;
      const message = JSON.parse(raw) as BusMessage;
      for (const listener of this.listeners) listener(message);
    });
    publisher.on('ready', () => (this.dropping = false));
  }

  /** Resolves once both connections are up and the channel is subscribed; rejects if Redis cannot be reached. */
  static async connect(options: RedisBusOptions): Promise<RedisBus> {
    const settings = { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 };
    const publisher = new Redis(options.url, { ...settings, connectionName: 'bx-realtime-pub' });
    // The subscriber re-subscribes by itself after a reconnect; it needs its offline queue for that.
    const subscriber = new Redis(options.url, { lazyConnect: true, connectionName: 'bx-realtime-sub' });
    const { channel } = options;
    for (const connection of [publisher, subscriber])
      connection.on('error', options.onError ?? (() => undefined));
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw error;
    }
    return new RedisBus(publisher, subscriber, channel, options.onDrop ?? (() => undefined));
  }

  publish(message: BusMessage): void {
    if (this.publisher.status !== 'ready') {
      this.drop(`redis is ${this.publisher.status}`);
      return;
    }
    this.publisher
      .publish(this.channel, JSON.stringify(message))
      .catch((error: Error) => this.drop(error.message));
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Quits politely when Redis answers; during an outage drops the connections rather than wait for it. */
  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.all(
      [this.publisher, this.subscriber].map((connection) =>
        connection.status === 'ready' ? connection.quit().catch(() => undefined) : connection.disconnect(),
      ),
    );
  }

  private drop(reason: string): void {
    if (this.dropping) return;
    this.dropping = true;
    this.onDrop(reason);
  }
}
