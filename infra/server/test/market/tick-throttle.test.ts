import { describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { TickThrottle } from '../../src/market/tick-throttle.js';

function setup(start = 1_000) {
  const clock = new VirtualClock(start);
  const frames: { at: number; key: string; value: number }[] = [];
  const throttle = new TickThrottle<number>(clock, 250, (key, value) =>
    frames.push({ at: clock.now(), key, value }),
  );
  /** Offers `value` when the clock reaches `at`. */
  const offerAt = (at: number, value: number, key = 'BTCUSDT') =>
    clock.setTimer(at, () => throttle.offer(key, value));
  return { clock, frames, throttle, offerAt };
}

describe('TickThrottle', () => {
  it('sends every tick of a source on the window grid at once, even when each arrives a little late', async () => {
    const { clock, frames, offerAt } = setup();
    // Late by 9 ms, then 1 ms, then 5 ms...: measured from the last send, the 1 ms one would have waited.
    const delays = [9, 1, 5, 0, 12, 3, 7, 2];
    delays.forEach((delay, i) => offerAt(1_000 + i * 250 + delay, i));
    await clock.advance(2_500);
    expect(frames.map((f) => f.value)).toEqual(delays.map((_, i) => i));
    expect(frames.map((f) => f.at)).toEqual(delays.map((delay, i) => 1_000 + i * 250 + delay));
  });

  it('coalesces a burst: the first tick at once, the newest of the rest when the next window opens', async () => {
    const { clock, frames, offerAt } = setup();
    for (let i = 0; i < 10; i++) offerAt(1_010 + i * 20, i); // ten ticks between 1,010 and 1,190
    await clock.advance(1_000);
    expect(frames).toEqual([
      { at: 1_010, key: 'BTCUSDT', value: 0 },
      { at: 1_250, key: 'BTCUSDT', value: 9 },
    ]);
  });

  it('never sends two frames of one stock in a window, so at most 4 a second under a flood', async () => {
    const { clock, frames, offerAt } = setup();
    let last = 0;
    for (let at = 1_000; at < 3_000; at += 7) offerAt((last = at), at);
    await clock.advance(3_000);
    const windows = frames.map((f) => Math.floor(f.at / 250));
    expect(new Set(windows).size).toBe(windows.length);
    for (let second = 1_000; second < 3_000; second += 1_000) {
      expect(frames.filter((f) => f.at >= second && f.at < second + 1_000).length).toBeLessThanOrEqual(4);
    }
    expect(frames.at(-1)!.value).toBe(last); // the last tick of the flood is not lost
  });

  it('throttles each stock on its own', async () => {
    const { clock, frames, offerAt } = setup();
    offerAt(1_001, 1, 'BTCUSDT');
    offerAt(1_002, 2, 'ETHUSDT');
    offerAt(1_003, 3, 'BTCUSDT');
    await clock.advance(500);
    expect(frames.map((f) => [f.at, f.key, f.value])).toEqual([
      [1_001, 'BTCUSDT', 1],
      [1_002, 'ETHUSDT', 2],
      [1_250, 'BTCUSDT', 3],
    ]);
  });

  it('sends nothing after stop', async () => {
    const { clock, frames, throttle, offerAt } = setup();
    offerAt(1_001, 1);
    offerAt(1_002, 2);
    await clock.advance(10);
    throttle.stop();
    await clock.advance(1_000);
    expect(frames.map((f) => f.value)).toEqual([1]);
  });
});
