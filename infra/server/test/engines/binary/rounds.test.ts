import type { Bet, TradeRound } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  binaryBalance,
  buildTradeApp,
  get,
  ledgerTotals,
  placeBet,
  T0,
  tokenOf,
  USDT,
  type TradeApp,
} from './trade-helper.js';

let t: TradeApp;
let tokens: Record<'demo1' | 'demo2' | 'demo3', string>;
let btcR1: number;

async function current(optionId: number): Promise<TradeRound> {
  return get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${optionId}`);
}

beforeAll(async () => {
  t = await buildTradeApp({ start: T0 + 1_000 });
  await t.clock.idle();
  tokens = {
    demo1: await tokenOf(t.app, 'demo1'),
    demo2: await tokenOf(t.app, 'demo2'),
    demo3: await tokenOf(t.app, 'demo3'),
  };
  const options = await t.app.repos.binary.options();
  btcR1 = options.find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!.id;
});
afterAll(() => t.app.close());

describe('round timeline', () => {
  it('runs back-to-back rounds aligned to the clock: R1 on the minute, R.5 on the half minute', async () => {
    const round = await current(btcR1);
    expect(round).toMatchObject({
      openAt: T0,
      lockAt: T0 + 30_000,
      closeAt: T0 + 60_000,
      phase: 'OPEN',
      status: 0,
    });
    const options = await t.app.repos.binary.options();
    const half = options.find((o) => o.stock === 'BTCUSDT' && o.type === 'R.5')!.id;
    expect(await current(half)).toMatchObject({ openAt: T0, lockAt: T0 + 15_000, closeAt: T0 + 30_000 });
    await t.clock.advanceTo(T0 + 30_000);
    expect(await current(half)).toMatchObject({ openAt: T0 + 30_000, phase: 'OPEN' });
  });

  it('pays the winners stake x rate when the close is above the lock (B wins)', async () => {
    const before = { demo1: await binaryBalance(t.app, 'demo1'), demo2: await binaryBalance(t.app, 'demo2') };
    const totals = await ledgerTotals(t.app);
    await t.clock.advanceTo(T0 + 61_000);
    const round = await current(btcR1);
    expect(round).toMatchObject({ openAt: T0 + 60_000, phase: 'OPEN' });
    t.source.set('BTCUSDT', 6_500_000);
    const win = await placeBet(t.app, tokens.demo1, {
      point: '10',
      tradeRoundId: round.tradeRoundId,
      type: 'B',
    });
    const lose = await placeBet(t.app, tokens.demo2, {
      point: 7,
      tradeRoundId: round.tradeRoundId,
      type: 'S',
    });
    expect(win.statusCode).toBe(200);
    expect(lose.statusCode).toBe(200);
    expect(await binaryBalance(t.app, 'demo1')).toBe(before.demo1 - 10n * USDT);

    await t.clock.advanceTo(T0 + 90_000 + 600);
    expect(
      await get<TradeRound>(t.app, `/api/trade/game/round?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`),
    ).toMatchObject({
      phase: 'LOCKED',
      lockPrice: '65000.00',
    });
    t.source.set('BTCUSDT', 6_500_010);
    await t.clock.advanceTo(T0 + 120_000 + 600);
    const settled = await get<TradeRound>(
      t.app,
      `/api/trade/game/round?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`,
    );
    expect(settled).toMatchObject({ phase: 'SETTLED', status: 1, winner: 'B', closePrice: '65000.10' });
    // 10 x 1.95 = 19.5 back; the loser's 7 stays with the house.
    expect(await binaryBalance(t.app, 'demo1')).toBe(before.demo1 + 95n * (USDT / 10n));
    expect(await binaryBalance(t.app, 'demo2')).toBe(before.demo2 - 7n * USDT);
    const mine = await get<Bet[]>(
      t.app,
      `/api/trade/history/current?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`,
      tokens.demo1,
    );
    // The settled bet carries what the result toast and the history rows show: its round's own number,
    // the unit and the entry and close prices.
    expect(mine).toEqual([
      expect.objectContaining({
        status: 1,
        won: true,
        payout: '19.5',
        point: '10',
        roundNo: settled.roundNo,
        currency: 'USDT',
        lockPrice: '65000.00',
        closePrice: '65000.10',
      }),
    ]);
    expect(await ledgerTotals(t.app)).toEqual(totals);
    expect([...totals.values()].every((v) => v === 0n)).toBe(true);
  });

  it('S wins when the close is below the lock', async () => {
    const round = await current(btcR1);
    const before = await binaryBalance(t.app, 'demo3');
    expect(
      (await placeBet(t.app, tokens.demo3, { point: '5', tradeRoundId: round.tradeRoundId, type: 'S' }))
        .statusCode,
    ).toBe(200);
    await t.clock.advanceTo(round.lockAt + 600);
    t.source.set('BTCUSDT', 6_499_990);
    await t.clock.advanceTo(round.closeAt + 600);
    const settled = await get<TradeRound>(
      t.app,
      `/api/trade/game/round?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`,
    );
    expect(settled).toMatchObject({ status: 1, winner: 'S' });
    expect(await binaryBalance(t.app, 'demo3')).toBe(before - 5n * USDT + 9_750_000n);
  });

  it('a tie voids the round (status 3) and refunds every stake', async () => {
    const round = await current(btcR1);
    const before = await binaryBalance(t.app, 'demo1');
    await placeBet(t.app, tokens.demo1, { point: '6', tradeRoundId: round.tradeRoundId, type: 'B' });
    await t.clock.advanceTo(round.closeAt + 600);
    const settled = await get<TradeRound>(
      t.app,
      `/api/trade/game/round?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`,
    );
    expect(settled).toMatchObject({ phase: 'SETTLED', status: 3, winner: null });
    expect(await binaryBalance(t.app, 'demo1')).toBe(before);
    const [bet] = await get<Bet[]>(
      t.app,
      `/api/trade/history/current?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`,
      tokens.demo1,
    );
    expect(bet).toMatchObject({ status: 3, payout: '6', won: null });
  });

  it('a stale price at the close cancels the round (status 2) and refunds', async () => {
    const round = await current(btcR1);
    const before = await binaryBalance(t.app, 'demo2');
    await placeBet(t.app, tokens.demo2, { point: '8', tradeRoundId: round.tradeRoundId, type: 'S' });
    await t.clock.advanceTo(round.lockAt + 600);
    t.source.on = false; // no ticks for the rest of the round: older than the 5 s buffer at the close
    await t.clock.advanceTo(round.closeAt + 600);
    t.source.on = true;
    const settled = await get<TradeRound>(
      t.app,
      `/api/trade/game/round?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`,
    );
    expect(settled).toMatchObject({ phase: 'CANCELLED', status: 2, closePrice: null });
    expect(await binaryBalance(t.app, 'demo2')).toBe(before);
  });

  it('a missing lock price cancels the round too', async () => {
    await t.clock.advance(10_000);
    const round = await current(btcR1);
    await placeBet(t.app, tokens.demo2, { point: '8', tradeRoundId: round.tradeRoundId, type: 'B' });
    t.source.on = false;
    await t.clock.advanceTo(round.lockAt + 600);
    t.source.on = true;
    t.source.set('BTCUSDT', 6_600_000);
    await t.clock.advanceTo(round.closeAt + 600);
    const settled = await get<TradeRound>(
      t.app,
      `/api/trade/game/round?siteInfoId=1&tradeRoundId=${round.tradeRoundId}`,
    );
    expect(settled).toMatchObject({ status: 2, lockPrice: null });
  });

  it('lists rounds with filters and pages, recent rounds and the daily summary', async () => {
    const page = await get<{ content: TradeRound[]; totalElements: number; page: number; size: number }>(
      t.app,
      `/api/trade/game/round/list?siteInfoId=1&tradeOptionId=${btcR1}&statusStrs=2,3&page=1&size=2&resultType=PAGE`,
    );
    expect(page.totalElements).toBeGreaterThanOrEqual(2);
    expect(page.content.every((r) => r.status === 2 || r.status === 3)).toBe(true);
    const list = await get<TradeRound[]>(
      t.app,
      `/api/trade/game/round/list?siteInfoId=1&resultType=LIST&size=3&startDate=2024-01-03&endDate=2024-01-03`,
    );
    expect(list).toHaveLength(3);
    const recent = await get<TradeRound[]>(
      t.app,
      `/api/trade/game/recent?siteInfoId=1&tradeOptionId=${btcR1}`,
    );
    expect(recent.every((r) => r.phase === 'SETTLED' || r.phase === 'CANCELLED')).toBe(true);
    // Rounds are numbered per option: one option's consecutive rounds carry consecutive numbers.
    expect(recent.length).toBeGreaterThanOrEqual(5);
    recent.slice(1).forEach((r, i) => expect(r.roundNo).toBe(recent[i]!.roundNo - 1));
    const daily = await get<Array<{ rounds: number; buyWins: number; ties: number; cancelled: number }>>(
      t.app,
      `/api/trade/round/summary/daily?siteInfoId=1&tradeOptionId=${btcR1}&date=2024-01-03`,
    );
    expect(daily[0]).toMatchObject({ buyWins: 1, sellWins: 1, ties: 2, cancelled: 2 });
    const others = await get<Bet[]>(
      t.app,
      `/api/trade/history/recent_all_history?siteInfoId=1&tradeOptionId=${btcR1}`,
    );
    // Live bets: the current and the last round only (demo2's bet on the round without a lock price), not
    // the bets of the rounds settled before them.
    const running = await current(btcR1);
    expect(others.length).toBeGreaterThanOrEqual(1);
    expect(others.every((b) => b.roundNo >= running.roundNo - 1)).toBe(true);
    expect(others[0]).toMatchObject({ type: 'B', point: '8', status: 2, currency: 'USDT', lockPrice: null });
    expect(Object.keys(others[0]!)).not.toContain('userId');
  });
});
