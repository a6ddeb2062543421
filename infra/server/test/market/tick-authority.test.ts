import { describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { MarketService } from '../../src/market/market-service.js';
import { SYMBOLS } from '../../src/market/symbols.js';
import { TickAuthority } from '../../src/market/tick-authority.js';
import { InProcessBus } from '../../src/realtime/bus.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0); // a Wednesday: every market open
const BTC = SYMBOLS.find((symbol) => symbol.stock === 'BTCUSDT')!;

/**
 * Instances on one bus, each with the seeded simulator it would run if elected (the same seed: as deployed). Only
 * the elected one's walk is the price anywhere.
 */
function instances(count: number) {
  const clock = new VirtualClock(T0);
  const bus = new InProcessBus();
  const all = Array.from({ length: count }, () => {
    const market = new MarketService({ clock, symbols: [BTC], historyMinutes: 30 });
    return { market, authority: new TickAuthority(market, bus) };
  });
  const prices = () => all.map(({ market }) => market.bus.last('BTCUSDT')?.price);
  return { clock, all, prices };
}

describe('the tick authority', () => {
  it("gives every instance the leader's ticks, history included for one that joins later", async () => {
    const { clock, all, prices } = instances(3);
    const [leader, follower, late] = all as [(typeof all)[0], (typeof all)[0], (typeof all)[0]];
    leader.authority.follow();
    follower.authority.follow();
    await clock.advance(60_000);
    await leader.authority.lead();
    for (let i = 0; i < 20; i++) {
      await clock.advance(250);
      expect(new Set(prices().slice(0, 2)).size).toBe(1);
    }
    // Clock time a late instance's own simulator would have started from: a walk of its own, were it to run.
    await clock.advance(90_000);
    late.authority.follow();
    expect(late.market.bus.candles('BTCUSDT', '1m')).toEqual(leader.market.bus.candles('BTCUSDT', '1m'));
    expect(late.market.bus.recentTicks('BTCUSDT', 3_000)).toEqual(
      leader.market.bus.recentTicks('BTCUSDT', 3_000),
    );
    await clock.advance(5_000);
    expect(new Set(prices()).size).toBe(1);
    expect(late.market.bus.candles('BTCUSDT', '1s')).toEqual(leader.market.bus.candles('BTCUSDT', '1s'));
  });

  it('carries the walk on from the last price when another instance takes over', async () => {
    const { clock, all, prices } = instances(2);
    const [first, second] = all as [(typeof all)[0], (typeof all)[0]];
    first.authority.follow();
    second.authority.follow();
    await first.authority.lead();
    await clock.advance(30_000);
    await first.authority.unlead();
    const before = second.market.bus.last('BTCUSDT')!;

    await clock.advance(1_000);
    await second.authority.lead();
    await clock.advance(250);
    const after = second.market.bus.last('BTCUSDT')!;
    expect(after.time).toBeGreaterThan(before.time);
    // One 1.25 s step of the walk, not a jump to another walk's price.
    expect(Math.abs(after.price - before.price) / before.price).toBeLessThan(0.002);
    expect(new Set(prices()).size).toBe(1);
    // The first instance now follows: the one price is the new leader's.
    await clock.advance(5_000);
    expect(new Set(prices()).size).toBe(1);
  });
});
