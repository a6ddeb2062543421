import { errorMessage, type ErrorCode } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { errorOf, HOSTS } from '../../helper.js';
import {
  BTC,
  buildFuturesApp,
  dataOf,
  futures,
  tokenOf,
  USDT,
  type FuturesApp,
} from '../futures/futures-helper.js';
import { copytrade, followBody, mirrored, traderIdOf } from './copytrade-helper.js';

/**
 * Every refusal of copy trading's rules (spec sections 5 and 6, trading-rules "Copy trading"), on the Korean site and
 * on the English one (site 15), each with its message in the site's language. Each case sets its state up and puts
 * it back, so the cases run on one app per site.
 */
interface Case {
  rule: string;
  code: ErrorCode;
  status: number;
  /** The refused call: as `user`, after `setUp`. */
  user: 'demo1' | 'demo2' | 'trader1' | 'admin';
  call: (c: Ctx) => Promise<{ statusCode: number; body: never }>;
  setUp?: (c: Ctx) => Promise<void>;
  tearDown?: (c: Ctx) => Promise<void>;
}

interface Ctx {
  t: FuturesApp;
  siteId: number;
  host: string;
  traderId: number;
  tokens: Record<string, string>;
  as: (user: string) => {
    copy: (
      method: 'GET' | 'POST',
      path: string,
      body?: object,
    ) => Promise<{ statusCode: number; body: never }>;
    futures: (
      method: 'GET' | 'POST',
      path: string,
      body?: object,
    ) => Promise<{ statusCode: number; body: never }>;
  };
}

const followAs = (c: Ctx, user: string, body: object = {}) =>
  c.as(user).copy('POST', '/follower/follow', followBody(c.traderId, body));
const unfollowAs = async (c: Ctx, user: string) => {
  await c.as(user).copy('POST', '/follower/unfollow', {});
};
const setTrader = (c: Ctx, set: string) =>
  c.t.app.db.query(`UPDATE copytrade_trader SET ${set} WHERE id = $1`, [c.traderId]).then(() => undefined);
const closeAll = async (c: Ctx, user: string) => {
  const userId = (await c.t.app.repos.users.findByUsername(c.siteId, user))!.id;
  for (const position of await c.t.app.repos.futures.openPositions({ userId })) {
    await c.t.app.futures.placeOrder(userId, {
      futuresOptionId: position.optionId,
      marketType: 'MARKET',
      tradeType: position.side === 'LONG' ? 'S' : 'B',
      futuresPositionId: position.id,
    });
  }
  await mirrored(c.t);
};
const buy = (c: Ctx, user: string, body: object = {}) =>
  c.as(user).futures('POST', '/order', {
    futuresOptionId: BTC,
    marketType: 'MARKET',
    tradeType: 'B',
    qty: '0.01',
    ...body,
  });

const CASES: Case[] = [
  {
    rule: 'a trader cannot follow',
    code: 'TRADER_CANNOT_FOLLOW',
    status: 403,
    user: 'trader1',
    call: (c) => followAs(c, 'trader1'),
  },
  {
    rule: 'operators do not follow',
    code: 'NO_PERMISSION',
    status: 403,
    user: 'admin',
    call: (c) => followAs(c, 'admin'),
  },
  {
    rule: 'the multiplier is a whole percent',
    code: 'FOLLOW_MULTIPLY_INVALID',
    status: 400,
    user: 'demo1',
    call: (c) => followAs(c, 'demo1', { multiplyPer: '12.5' }),
  },
  {
    rule: 'the multiplier is 0 % or more',
    code: 'FOLLOW_MULTIPLY_INVALID',
    status: 400,
    user: 'demo1',
    call: (c) => followAs(c, 'demo1', { multiplyPer: -1 }),
  },
  {
    rule: 'the limits are 10 USDT or more',
    code: 'FOLLOW_BET_TOO_SMALL',
    status: 400,
    user: 'demo1',
    call: (c) => followAs(c, 'demo1', { maxBet: '100', oneMaxBet: '9.99' }),
  },
  {
    rule: 'the maximum limit is above the one-time limit',
    code: 'FOLLOW_MAX_BET_NOT_ABOVE',
    status: 400,
    user: 'demo1',
    call: (c) => followAs(c, 'demo1', { maxBet: '50', oneMaxBet: '50' }),
  },
  {
    rule: 'at least one pair',
    code: 'FOLLOW_PAIRS_REQUIRED',
    status: 400,
    user: 'demo1',
    call: (c) => followAs(c, 'demo1', { followStock: '' }),
  },
  {
    rule: 'an unknown trader',
    code: 'TRADER_NOT_FOUND',
    status: 404,
    user: 'demo1',
    call: (c) => c.as('demo1').copy('POST', '/follower/follow', followBody(99_999)),
  },
  {
    rule: 'one trader per follower',
    code: 'ALREADY_FOLLOWING',
    status: 409,
    user: 'demo1',
    setUp: async (c) => void dataOf(await followAs(c, 'demo1')),
    call: (c) => followAs(c, 'demo1'),
    tearDown: (c) => unfollowAs(c, 'demo1'),
  },
  {
    rule: 'a trader not accepting followers',
    code: 'TRADER_NOT_ACCEPTING',
    status: 409,
    user: 'demo1',
    setUp: async (c) => void dataOf(await c.as('trader1').copy('POST', '/trader', { isActive: false })),
    call: (c) => followAs(c, 'demo1'),
    tearDown: async (c) => void dataOf(await c.as('trader1').copy('POST', '/trader', { isActive: true })),
  },
  {
    rule: 'the quota is full',
    code: 'FOLLOWER_QUOTA_EXCEEDED',
    status: 409,
    user: 'demo1',
    setUp: async (c) => {
      await setTrader(c, 'max_followers = 1');
      dataOf(await followAs(c, 'demo2'));
    },
    call: (c) => followAs(c, 'demo1'),
    tearDown: async (c) => {
      await unfollowAs(c, 'demo2');
      await setTrader(c, 'max_followers = 100');
    },
  },
  {
    rule: 'no following with open positions',
    code: 'FOLLOW_WITH_OPEN_POSITION',
    status: 409,
    user: 'demo1',
    setUp: async (c) => void dataOf(await buy(c, 'demo1')),
    call: (c) => followAs(c, 'demo1'),
    tearDown: (c) => closeAll(c, 'demo1'),
  },
  {
    rule: 'no following with resting orders that could open a position',
    code: 'FOLLOW_WITH_OPEN_POSITION',
    status: 409,
    user: 'demo1',
    setUp: async (c) => void dataOf(await buy(c, 'demo1', { marketType: 'LIMIT', price: '40000' })),
    call: (c) => followAs(c, 'demo1'),
    tearDown: async (c) => void dataOf(await c.as('demo1').futures('POST', '/order/cancel_all', {})),
  },
  {
    rule: 'the minimum futures balance',
    code: 'FOLLOW_INSUFFICIENT_BALANCE',
    status: 400,
    user: 'demo1',
    setUp: (c) => setTrader(c, `min_balance = ${(20_000n * USDT).toString()}`),
    call: (c) => followAs(c, 'demo1'),
    tearDown: (c) => setTrader(c, `min_balance = ${(100n * USDT).toString()}`),
  },
  {
    rule: 'a liquidated trader',
    code: 'TRADER_LIQUIDATED',
    status: 409,
    user: 'demo1',
    setUp: (c) => setTrader(c, 'is_liquidated = true'),
    call: (c) => followAs(c, 'demo1'),
    tearDown: (c) => setTrader(c, 'is_liquidated = false'),
  },
  {
    rule: 'a trader places no sell order',
    code: 'TRADER_SELL_REFUSED',
    status: 403,
    user: 'trader1',
    call: (c) => buy(c, 'trader1', { tradeType: 'S' }),
  },
  {
    rule: 'a trader places no TP/SL with an order',
    code: 'TRADER_TPSL_REFUSED',
    status: 403,
    user: 'trader1',
    call: (c) => buy(c, 'trader1', { takeProfit: '90000' }),
  },
  {
    rule: 'a trader sets no TP/SL on a position',
    code: 'TRADER_TPSL_REFUSED',
    status: 403,
    user: 'trader1',
    setUp: async (c) => void dataOf(await buy(c, 'trader1')),
    call: async (c) => {
      const userId = (await c.t.app.repos.users.findByUsername(c.siteId, 'trader1'))!.id;
      const [position] = await c.t.app.repos.futures.openPositions({ userId });
      return c.as('trader1').futures('POST', '/order/tpsl', {
        futuresPositionId: position!.id,
        takeProfit: '90000',
        stopLoss: null,
      });
    },
    tearDown: (c) => closeAll(c, 'trader1'),
  },
  {
    rule: "a follower's copied pairs take only orders that reduce",
    code: 'REDUCE_ONLY',
    status: 409,
    user: 'demo1',
    setUp: async (c) => void dataOf(await followAs(c, 'demo1')),
    call: (c) => buy(c, 'demo1'),
    tearDown: (c) => unfollowAs(c, 'demo1'),
  },
  {
    rule: "a copied position's leverage stays while following",
    code: 'LEVERAGE_LOCKED_BY_COPY_ORDER',
    status: 409,
    user: 'demo1',
    setUp: async (c) => {
      dataOf(await followAs(c, 'demo1', { multiplyPer: 100 }));
      dataOf(await buy(c, 'trader1', { qty: '0.02' }));
      await mirrored(c.t);
    },
    call: (c) => c.as('demo1').futures('POST', '/order/leverage', { futuresOptionId: BTC, leverage: 5 }),
    tearDown: async (c) => {
      await closeAll(c, 'trader1');
      await unfollowAs(c, 'demo1');
    },
  },
  {
    rule: 'the stop-loss is 1 % or more',
    code: 'FOLLOW_STOP_LOSS_INVALID',
    status: 400,
    user: 'demo1',
    call: (c) => followAs(c, 'demo1', { stopLossPer: 0 }),
  },
  {
    rule: 'the stop-loss is a whole percent of 100 or less',
    code: 'FOLLOW_STOP_LOSS_INVALID',
    status: 400,
    user: 'demo1',
    call: (c) => followAs(c, 'demo1', { stopLossPer: '100.5' }),
  },
  {
    rule: "a trader's profit share stays within the operators' cap",
    code: 'PROFIT_SHARE_ABOVE_CAP',
    status: 400,
    user: 'trader1',
    call: (c) => c.as('trader1').copy('POST', '/trader', { profitSharePer: 31 }),
  },
  {
    rule: 'only a trader sets a profit share',
    code: 'NO_PERMISSION',
    status: 403,
    user: 'demo1',
    call: (c) => c.as('demo1').copy('POST', '/trader', { profitSharePer: 5 }),
  },
  {
    rule: 'unfollow without a follow',
    code: 'FOLLOWER_NOT_FOUND',
    status: 404,
    user: 'demo1',
    call: (c) => c.as('demo1').copy('POST', '/follower/unfollow', {}),
  },
];

describe.each([
  { siteId: 1, host: HOSTS.main, lang: 'ko' as const },
  { siteId: 15, host: HOSTS.site15, lang: 'en' as const },
])('copy trading refuses, in $lang', ({ siteId, host, lang }) => {
  const c = {} as Ctx;
  beforeAll(async () => {
    c.t = await buildFuturesApp();
    c.siteId = siteId;
    c.host = host;
    c.traderId = await traderIdOf(c.t, 'trader1', siteId);
    c.tokens = {};
    for (const user of ['demo1', 'demo2', 'trader1', 'admin'])
      c.tokens[user] = await tokenOf(c.t.app, user, siteId);
    const site = { id: siteId, host };
    c.as = (user) => ({
      copy: (method, path, body) =>
        copytrade(c.t.app, c.tokens[user]!, method, path, body, '', site) as never,
      futures: (method, path, body) =>
        futures(c.t.app, c.tokens[user]!, method, path, body, '', site) as never,
    });
  });
  afterAll(() => c.t.app.close());

  it('refuses visitors and sites without futures', async () => {
    const visitor = await copytrade(c.t.app, null, 'GET', '/trader/list', undefined, '', {
      id: siteId,
      host,
    });
    expect(visitor.statusCode).toBe(401);
    const lite = await copytrade(c.t.app, c.tokens.demo1!, 'GET', '/trader/list', undefined, '', {
      id: 33,
      host: HOSTS.site33,
    });
    expect([401, 403]).toContain(lite.statusCode);
  });

  it('refuses a follow body out of bounds', async () => {
    const long = await followAs(c, 'demo1', { followStock: 'X'.repeat(300) });
    const extra = await followAs(c, 'demo1', { role: 'TRADER' });
    const stopLoss = await followAs(c, 'demo1', { stopLossPer: '1'.repeat(13) });
    const share = await c.as('trader1').copy('POST', '/trader', { profitSharePer: 101 });
    expect([long.statusCode, extra.statusCode, stopLoss.statusCode, share.statusCode]).toEqual([
      400, 400, 400, 400,
    ]);
    expect(errorOf(long.body)?.code).toBe('VALIDATION');
  });

  it.each(CASES)('$rule: $code', async (each) => {
    await each.setUp?.(c);
    try {
      const answer = await each.call(c);
      expect(answer.statusCode).toBe(each.status);
      const error = errorOf(answer.body);
      expect(error?.code).toBe(each.code);
      expect(error?.message).toBe(errorMessage(each.code, lang));
    } finally {
      await each.tearDown?.(c);
    }
  });
});
