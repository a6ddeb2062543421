import type { SessionEnd } from '../auth/session-ends.js';
import type { MarketSnapshot } from '../market/price-bus.js';
import type { RawTick } from '../market/price-source.js';

/** A message on its way to the sessions of every server instance. */
export type BusMessage =
  /** Sessions that ended (logout, block, ...): their sockets get an ERROR with the reason and close. */
  | { kind: 'end'; end: SessionEnd }
  /** To the sessions of one user that subscribed to `/user${destination}`. */
  | { kind: 'user'; userId: number; destination: string; body: string }
  /** To every subscriber of a /topic destination. */
  | { kind: 'topic'; destination: string; body: string }
  /** A site's settings changed: every instance forgets what it kept of its sites before the change's push. */
  | { kind: 'site'; siteId: number }
  /** A player's copy-trading follow began or ended: every instance reads it again (engines/copytrade/copy-follow-book.ts). */
  | { kind: 'copy-follow'; userId: number }
  /** Prices from the tick authority (the elected market leader, `from`): every instance's one price stream. */
  | { kind: 'ticks'; from: string; ticks: RawTick[] }
  /** An instance that has no market history yet asks the tick authority for a snapshot. */
  | { kind: 'market-sync'; from: string }
  /** The tick authority's ticks and candles, for instances that have none yet (market/tick-authority.ts). */
  | { kind: 'market-snapshot'; from: string; stocks: MarketSnapshot };

/**
 * Fan-out between server instances. The in-process bus serves one instance; several instances plug in a
 * broker-backed bus (Redis pub/sub, a RabbitMQ exchange) with the same contract.
 */
export interface RealtimeBus {
  publish(message: BusMessage): void;
  /** Receives every message published by any instance, this one included. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

export class InProcessBus implements RealtimeBus {
  private readonly listeners = new Set<(message: BusMessage) => void>();

  publish(message: BusMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
