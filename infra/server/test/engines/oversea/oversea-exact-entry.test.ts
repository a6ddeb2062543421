import type { OverseaPosition } from '@bx/contracts';
import { afterEach, describe, expect, it } from 'vitest';

import { errorOf } from '../../helper.js';
import { buildOverseaApp, checkMoney, NQ, oversea, tokenOf, type OverseaApp } from './oversea-helper.js';

// One NQ tick (0.25) is 5 USD = 6,900 KRW per contract.
const NQ_TICK_KRW = 6_900n;

let t: OverseaApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

/** NQ's price in units (0.01): whole ticks of 25 from 21,000.00. */
const nq = (ticks: number) => 2_100_000 + ticks * 25;

// Issue 30.3: after averaging, TP/SL ticks count from the exact average entry, not from it rounded to the tick.
describe('overseas TP/SL from the exact average entry', { timeout: 120_000 }, () => {
  async function buy(token: string, qty: number) {
    const answer = await oversea(t!.app, token, 'POST', '/order', {
      overseaOptionId: NQ,
      marketType: 'MARKET',
      tradeType: 'B',
      qty,
    });
    expect(answer.statusCode).toBe(200);
  }
  const priceAt = async (ticks: number) => {
    t!.source.set('NQ', nq(ticks));
    await t!.clock.advance(1_000);
  };
  const open = async (token: string) =>
    (await oversea<OverseaPosition[]>(t!.app, token, 'GET', '/open_position')).body.data!;
  const lastTrade = async (token: string) =>
    (await oversea<{ content: OverseaPosition[] }>(t!.app, token, 'GET', '/history/list')).body.data!
      .content[0]!;

  it('a 2-tick take-profit pays at least 2 ticks and a 2-tick stop-loss waits for 2 ticks of loss', async () => {
    t = await buildOverseaApp();
    const token = await tokenOf(t.app, 'demo3');
    // 2 at 21,000.00 and 1 at 21,000.25: the average is 21,000.0833..., which rounds to 21,000.00.
    await buy(token, 2);
    await priceAt(1);
    await buy(token, 1);
    const [long] = await open(token);
    expect(long!.entryPrice).toBe('21000.083333');
    const set = await oversea<OverseaPosition>(t.app, token, 'POST', '/order/tpsl', {
      overseaPositionId: long!.id,
      overseaOptionId: NQ,
      tpTick: 2,
      slTick: 2,
    });
    // 2 ticks above 21,000.0833 is 21,000.5833: the first tick there is 21,000.75 (from the rounded entry: 21,000.50).
    expect(set.body.data).toMatchObject({ tpPrice: '21000.75', slPrice: '20999.50' });
    // At 21,000.50 the position has made 1.67 ticks a contract: not yet its take-profit.
    await priceAt(2);
    expect(await open(token)).toHaveLength(1);
    await priceAt(3);
    expect(await open(token)).toEqual([]);
    const won = await lastTrade(token);
    expect(won.closeReason).toBe('TAKEPROFIT');
    // 3 x (21,000.75 - 21,000.0833) = 2.00 points = 8 ticks: at least 2 ticks a contract.
    expect(BigInt(won.realizedPnl!)).toBe(8n * NQ_TICK_KRW);

    // 1 at 21,000.75 and 2 at 21,001.00: the average is 21,000.9167..., which rounds to 21,001.00.
    await buy(token, 1);
    await priceAt(4);
    await buy(token, 2);
    const [again] = await open(token);
    expect(again!.entryPrice).toBe('21000.916667');
    const stop = await oversea<OverseaPosition>(t.app, token, 'POST', '/order/tpsl', {
      overseaOptionId: NQ,
      overseaPositionId: again!.id,
      tpTick: null,
      slTick: 2,
    });
    // 2 ticks below 21,000.9167 is 21,000.4167: the first tick there is 21,000.25 (from the rounded entry: 21,000.50).
    expect(stop.body.data).toMatchObject({ tpPrice: null, slPrice: '21000.25' });
    // At 21,000.50 the loss is 1.67 ticks a contract: the stop-loss waits.
    await priceAt(2);
    expect(await open(token)).toHaveLength(1);
    await priceAt(1);
    expect(await open(token)).toEqual([]);
    const lost = await lastTrade(token);
    expect(lost.closeReason).toBe('STOPLOSS');
    // 3 x (21,000.25 - 21,000.9167) = -2.00 points = -8 ticks: 2.67 ticks a contract, never fewer than 2.
    expect(BigInt(lost.realizedPnl!)).toBe(-8n * NQ_TICK_KRW);
    await checkMoney(t.app);
  });

  it('29.6: a refused TP/SL says why: already crossed, or past zero', async () => {
    t = await buildOverseaApp();
    const token = await tokenOf(t.app, 'demo3');
    await buy(token, 1);
    await priceAt(3);
    const [long] = await open(token);
    const tpsl = (tpTick: number | null, slTick: number | null) =>
      oversea(t!.app, token, 'POST', '/order/tpsl', {
        overseaPositionId: long!.id,
        overseaOptionId: NQ,
        tpTick,
        slTick,
      });
    const refusal = async (tp: number | null, sl: number | null) => {
      const { body } = await tpsl(tp, sl);
      return [errorOf(body)?.code, errorOf(body)?.message];
    };
    // The price is 3 ticks up: a 2-tick take-profit is already behind it.
    expect(await refusal(2, null)).toEqual(['TP_PRICE_CROSSED', expect.stringMatching(/익절가/)]);
    await priceAt(-3);
    expect(await refusal(null, 2)).toEqual(['SL_PRICE_CROSSED', expect.stringMatching(/손절가/)]);
    expect(await refusal(null, 100_000)).toEqual(['TPSL_PAST_ZERO', expect.stringMatching(/0 이하/)]);
  });
});
