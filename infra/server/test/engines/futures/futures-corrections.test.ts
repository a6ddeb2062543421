import type {
  FuturesEvent,
  FuturesInfo,
  FuturesLeverage,
  FuturesOrder,
  FuturesPosition,
} from '@bx/contracts';
import { TOPICS } from '@bx/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorOf, HOSTS } from '../../helper.js';
import { follow, followBody, traderIdOf, traderOrder } from '../copytrade/copytrade-helper.js';
import {
  buildFuturesApp,
  checkFuturesMoney,
  dataOf,
  futures,
  moveTo,
  tokenOf,
  type FuturesApp,
} from './futures-helper.js';

/** Option ids (migration 024). */
const BTC = 1;
const XRP = 3;
const SOL = 4;

let t: FuturesApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

async function open() {
  t = await buildFuturesApp();
  return { ...t, token: await tokenOf(t.app, 'demo1') };
}

const order = (token: string, body: object) => futures<FuturesOrder>(t!.app, token, 'POST', '/order', body);
const positions = async (token: string) =>
  dataOf(await futures<FuturesPosition[]>(t!.app, token, 'GET', '/history/open_position'));

async function setting(token: string, futuresOptionId: number, leverage: number, marginType: string) {
  dataOf(await futures(t!.app, token, 'POST', '/order/margin_type', { futuresOptionId, marginType }));
  dataOf(await futures(t!.app, token, 'POST', '/order/leverage', { futuresOptionId, leverage }));
}

describe('issue 30: the errors an outside check found', () => {
  it('30.1: a 75x XRP long survives every tick where its margin balance is above its maintenance margin', async () => {
    const { app, token } = await open();
    await setting(token, XRP, 75, 'ISOLATED');
    // 4,200 XRP at 0.5200: 2,184 USDT at 75x holds 29.12; MMR 0.5 %.
    dataOf(await order(token, { futuresOptionId: XRP, marketType: 'MARKET', tradeType: 'B', qty: '4200' }));
    const [position] = await positions(token);
    // Exact liquidation price (29.12 - 2,184) / (4,200 x 0.005 - 4,200) = 0.515645...: shown up, 0.5157.
    expect(position).toMatchObject({ margin: '29.12', liquidationPrice: '0.5157' });
    // Margin balance and maintenance margin at a mark, in micro-USDT x 1,000 (exact): 1 XRP x 0.0001 = 100.
    const margins = (mark: number) => ({
      balance: (29_120_000 + 4_200 * (mark - 5_200) * 100) * 1_000,
      maintenance: 4_200 * mark * 100 * 5,
    });
    let liquidatedAt: number | undefined;
    for (let mark = 5_160; mark >= 5_150 && liquidatedAt === undefined; mark--) {
      await moveTo(t!, 'XRPUSDT', mark);
      const open = (await positions(token)).length === 1;
      const { balance, maintenance } = margins(mark);
      expect(open, `mark ${mark}: balance ${balance}, maintenance ${maintenance}`).toBe(
        balance > maintenance,
      );
      if (!open) liquidatedAt = mark;
    }
    // At 0.5157, the shown price, the balance is still above the maintenance margin; the exact price is crossed at 0.5156.
    expect(liquidatedAt).toBe(5_156);
    const history = dataOf(await futures<{ content: FuturesOrder[] }>(app, token, 'GET', '/history/list'));
    expect(history.content[0]).toMatchObject({ marketType: 'LIQUIDATION', filledPrice: '0.5156' });
    expect(Number(history.content[0]!.liquidationFee)).toBeGreaterThan(0);
    await checkFuturesMoney(app);
  });

  it('30.2: a stop-limit sell below the market holds max(last x 1.0015, mark, price) x the fee factor plus the open loss', async () => {
    const { app, token } = await open();
    await moveTo(t!, 'SOLUSDT', 16_297);
    const resting = dataOf(
      await order(token, {
        futuresOptionId: SOL,
        marketType: 'STOPLIMIT',
        tradeType: 'S',
        qty: '1',
        stopPrice: '153.20',
        price: '153.20',
      }),
    );
    // 162.97 x 1.0015 x (2 x 0.0004 x 20 + 1 + 0.0004) / 20 = 8.294559 (up), plus 162.97 - 153.20 = 9.77.
    expect(resting).toMatchObject({ status: 'OPEN', margin: '18.064559' });
    await checkFuturesMoney(app);
  });

  it('30.3: an averaged entry is shown with enough decimals that entry, mark and PnL agree', async () => {
    const { token } = await open();
    await moveTo(t!, 'XRPUSDT', 4_770);
    dataOf(await order(token, { futuresOptionId: XRP, marketType: 'MARKET', tradeType: 'B', qty: '100' }));
    await moveTo(t!, 'XRPUSDT', 4_769);
    dataOf(await order(token, { futuresOptionId: XRP, marketType: 'MARKET', tradeType: 'B', qty: '200' }));
    const [position] = await positions(token);
    // (100 x 0.4770 + 200 x 0.4769) / 300 = 0.476933...; the old view rounded it to the tick, 0.4769.
    expect(position!.entryPrice).toBe('0.47693333');
    // 300 x (0.4769 - 0.47693333...) = -0.01: the figures on screen add up.
    expect(position!.unrealizedPnl).toBe('-0.01');
    expect(Number(position!.qty) * (Number(position!.markPrice) - Number(position!.entryPrice))).toBeCloseTo(
      Number(position!.unrealizedPnl),
      4,
    );
  });

  it('30.4: an amount or a margin with more than 6 decimals, or 0, is refused for what it is', async () => {
    const { app, token } = await open();
    const refusal = async (answer: Promise<{ statusCode: number; body: Parameters<typeof errorOf>[0] }>) => {
      const { statusCode, body } = await answer;
      return [statusCode, errorOf(body)?.code, errorOf(body)?.message];
    };
    expect(
      await refusal(
        order(token, { futuresOptionId: BTC, marketType: 'MARKET', tradeType: 'B', amount: '100.1234567' }),
      ),
    ).toEqual([400, 'FUTURES_AMOUNT_INVALID', expect.stringMatching(/소수점 6자리/)]);
    const english = await tokenOf(app, 'demo1', 15);
    const site15 = { id: 15, host: HOSTS.site15 };
    const inEnglish = await futures(
      app,
      english,
      'POST',
      '/order',
      { futuresOptionId: BTC, marketType: 'MARKET', tradeType: 'B', amount: '100.1234567' },
      '',
      site15,
    );
    expect(errorOf(inEnglish.body)?.message).toBe(
      'The order amount (USDT) must be above 0, with at most 6 decimals.',
    );
    await setting(token, BTC, 10, 'ISOLATED');
    dataOf(await order(token, { futuresOptionId: BTC, marketType: 'MARKET', tradeType: 'B', qty: '0.1' }));
    const [position] = await positions(token);
    for (const [amount, type] of [
      ['1.1234567', 'ADD'],
      ['0', 'ADD'],
      ['1.1234567', 'REMOVE'],
      ['0', 'REMOVE'],
    ]) {
      expect(
        await refusal(
          futures(app, token, 'POST', '/order/margin', { futuresPositionId: position!.id, amount, type }),
        ),
        `${type} ${amount}`,
      ).toEqual([400, 'MARGIN_AMOUNT_INVALID', expect.stringMatching(/증거금 금액/)]);
    }
    // What is right still works, and 6 decimals are fine.
    const added = dataOf(
      await futures<FuturesPosition>(app, token, 'POST', '/order/margin', {
        futuresPositionId: position!.id,
        amount: '1.123456',
        type: 'ADD',
      }),
    );
    expect(added.margin).toBe('651.123456');
    await checkFuturesMoney(app);
  });

  it('30.5: a reduce-only order larger than the position is cut to its size, and the answer says what was asked', async () => {
    const { app, token } = await open();
    dataOf(await order(token, { futuresOptionId: BTC, marketType: 'MARKET', tradeType: 'B', qty: '0.02' }));
    const reduce = async (qty: string) =>
      dataOf(
        await order(token, {
          futuresOptionId: BTC,
          marketType: 'MARKET',
          tradeType: 'S',
          qty,
          reduceOnly: true,
        }),
      );
    const within = await reduce('0.01');
    expect(within).toMatchObject({ qty: '0.01', requestedQty: null });
    const cut = await reduce('0.05');
    expect(cut).toMatchObject({ qty: '0.01', requestedQty: '0.05', status: 'FILLED' });
    expect(await positions(token)).toEqual([]);
    const history = dataOf(await futures<{ content: FuturesOrder[] }>(app, token, 'GET', '/history/list'));
    expect(history.content.find((row) => row.id === cut.id)?.requestedQty).toBe('0.05');
    await checkFuturesMoney(app);
  });

  it('30.7: /topic/futures_info carries the mark price and the next funding time with the last price', async () => {
    const { app } = await open();
    const broadcast = vi.spyOn(app.realtime, 'broadcast');
    await moveTo(t!, 'BTCUSDT', 6_510_000);
    // One more poll (every second) with the mark settled at the new price.
    await t!.clock.advance(1_000);
    const pushed = broadcast.mock.calls
      .filter(([topic]) => topic === TOPICS.futuresInfo)
      .flatMap(([, body]) => body as FuturesInfo[])
      .filter((info) => info.stock === 'BTCUSDTPERP');
    const last = pushed.at(-1)!;
    expect(last).toMatchObject({ lastPrice: '65100.00', markPrice: '65100.00' });
    expect(last.priceChangePercent).toMatch(/^-?\d+\.\d{2}$/);
    expect(last.nextFundingTime % (8 * 3_600_000)).toBe(0);
    expect(last.nextFundingTime).toBeGreaterThan(t!.clock.now());
  });

  it('29.6: a TP/SL refusal says which trigger and why', async () => {
    const { app, token } = await open();
    dataOf(await order(token, { futuresOptionId: BTC, marketType: 'MARKET', tradeType: 'B', qty: '0.01' }));
    const [position] = await positions(token);
    const tpsl = (takeProfit: string | null, stopLoss: string | null) =>
      futures(app, token, 'POST', '/order/tpsl', { futuresPositionId: position!.id, takeProfit, stopLoss });
    const crossedTp = await tpsl('64000', null);
    expect([errorOf(crossedTp.body)?.code, errorOf(crossedTp.body)?.message]).toEqual([
      'TP_PRICE_CROSSED',
      expect.stringMatching(/익절가/),
    ]);
    const crossedSl = await tpsl(null, '66000');
    expect([errorOf(crossedSl.body)?.code, errorOf(crossedSl.body)?.message]).toEqual([
      'SL_PRICE_CROSSED',
      expect.stringMatching(/손절가/),
    ]);
    // "0" clears a side: the answer carries no trigger.
    dataOf(await tpsl('66000', '64000'));
    const cleared = dataOf(
      await futures<FuturesPosition>(app, token, 'POST', '/order/tpsl', {
        futuresPositionId: position!.id,
        takeProfit: '0',
        stopLoss: '0',
      }),
    );
    expect([cleared.takeProfit, cleared.stopLoss]).toEqual([null, null]);
  });

  it('29.4: a setting a copy changes is pushed to the follower as LEVERAGE_UPDATE, and only then', async () => {
    const { app } = await open();
    const [trader, follower] = await Promise.all([tokenOf(app, 'trader1'), tokenOf(app, 'demo2')]);
    // The follower's own BTC setting: isolated 125x; the trader trades at the default, cross 20x.
    await setting(follower, BTC, 125, 'ISOLATED');
    const leverageNow = async () =>
      dataOf(
        await futures<FuturesLeverage>(
          app,
          follower,
          'GET',
          '/history/last_leverage',
          undefined,
          `&futuresOptionId=${BTC}`,
        ),
      );
    const before = await leverageNow();
    await follow(t!, follower, followBody(await traderIdOf(t!)));
    const me = (await app.repos.users.findByUsername(1, 'demo2'))!;
    const publish = vi.spyOn(app.realtime, 'publishToUser');
    await traderOrder(t!, trader, { tradeType: 'B', qty: '0.01' });
    const after = await leverageNow();
    const pushed = publish.mock.calls
      .filter(([userId, queue]) => userId === me.id && queue === '/queue/futures')
      .map(([, , body]) => body as FuturesEvent)
      .filter((event) => event.type === 'LEVERAGE_UPDATE')
      .map((event) => event.data);
    // Whatever the copy rule lets a copy change (docs/copytrade.md), the screen hears every change it made.
    const changed = after.leverage !== before.leverage || after.marginType !== before.marginType;
    expect(pushed).toEqual(changed ? [after] : []);
  });
});
