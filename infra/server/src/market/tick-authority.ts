import { randomUUID } from 'node:crypto';

import type { BusMessage, RealtimeBus } from '../realtime/bus.js';
import type { MarketService } from './market-service.js';
import type { RawCandle, RawTick, TickSink } from './price-source.js';

/**
 * One price for every instance. Only the elected market leader runs the price sources (the simulator, or the one
 * subscriber of a real feed); it applies each tick to its own price bus and publishes it on the instance bus, and
 * every other instance applies what it hears there. So every instance quotes, charts, fills, triggers, locks and
 * closes rounds from one stream: the same last price at the same instant, whichever instance a call reaches, and
 * a new leader carries the walk on from the last price everyone saw rather than start one of its own.
 *
 * An instance that starts without history asks for a snapshot of the leader's ticks and candles (`market-sync`);
 * a new leader also sends one when it takes over, for the instances that started while nobody led.
 */
export class TickAuthority {
  /** Tells this instance's messages apart from the others' on the shared bus. */
  readonly id = randomUUID();
  private leading = false;
  private synced = false;
  private unsubscribe: (() => void) | undefined;
  private pending: RawTick[] = [];

  constructor(
    private readonly market: MarketService,
    private readonly bus: RealtimeBus,
  ) {}

  /** Starts hearing the leader's ticks (every instance, for as long as it runs) and asks for its history. */
  follow(): void {
    this.unsubscribe ??= this.bus.subscribe((message) => this.hear(message));
    if (!this.synced) this.bus.publish({ kind: 'market-sync', from: this.id });
  }

  /** Elected: runs the sources here and publishes their ticks to every instance. */
  async lead(): Promise<void> {
    this.leading = true;
    this.synced = true;
    this.market.start(this.sink());
    await this.market.startBroadcast();
    this.publishSnapshot();
  }

  /** Leadership lost or given up: the sources stop here; this instance hears the next leader's ticks. */
  async unlead(): Promise<void> {
    this.leading = false;
    await this.market.stopBroadcast();
    this.market.stop();
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** Where the leader's sources write: its own bus first, then, in one message per turn, every other instance. */
  private sink(): TickSink {
    const bus = this.market.bus;
    return {
      tick: (tick: RawTick) => {
        if (!bus.tick(tick)) return;
        if (this.pending.push(tick) === 1) queueMicrotask(() => this.flush());
      },
      history: (stock: string, candles: readonly RawCandle[]) => bus.history(stock, candles),
      last: (stock: string) => bus.last(stock),
    };
  }

  private flush(): void {
    const ticks = this.pending;
    this.pending = [];
    if (ticks.length > 0 && this.leading) this.bus.publish({ kind: 'ticks', from: this.id, ticks });
  }

  private publishSnapshot(): void {
    this.bus.publish({ kind: 'market-snapshot', from: this.id, stocks: this.market.bus.snapshot() });
  }

  private hear(message: BusMessage): void {
    if (!('from' in message) || message.from === this.id) return;
    if (message.kind === 'ticks') {
      // The leader is the authority: what another instance still publishes (it has not noticed it lost the lock
      // yet) is not applied over its own stream.
      if (this.leading) return;
      for (const tick of message.ticks) this.market.bus.tick(tick);
    } else if (message.kind === 'market-sync') {
      if (this.leading) this.publishSnapshot();
    } else if (message.kind === 'market-snapshot' && !this.synced && !this.leading) {
      this.market.bus.load(message.stocks);
      this.synced = true;
    }
  }
}
