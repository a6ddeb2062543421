import type { LoginResult, TradeRound } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';

import { buildTradeApp, get, type TradeApp } from '../engines/binary/trade-helper.js';
import { bearer, call, HOSTS, lastCode, login, verifyPhone } from '../helper.js';
import { multipartBody, SAMPLES } from '../multipart-body.js';
import type { SpecCall } from './spec.js';

/** A JSON value a spec-only client would send: strings, numbers and flags, or an object where the spec has one. */
export type Value = string | number | boolean | Record<string, never> | Record<string, string>;

/** The running app and the state the calls refer to. */
export interface World {
  trade: TradeApp;
  app: FastifyInstance;
  demo1: LoginResult;
  /** demo2 follows trader1 for the copy-trade calls (demo1 holds positions by then, and cannot follow). */
  demo2: LoginResult;
  trader1: LoginResult;
  traderId: number;
  /** demo2's copy of trader1's order, for order/copytrade/close; demo3's follow, for unfollow_trader. */
  copy?: { followerOrderId: number; traderOrderId: number };
  traderFollowerId?: number;
  admin: LoginResult;
  /** The seed's partner (code partner1), for the partner calls. */
  partner1: LoginResult;
  tradeOptionId: number;
  tradeRoundId: number;
  partnerId: number;
  /** A message of demo1's, made by the operator before the spec's delete call. */
  messageId?: number;
  /** demo1's resting overseas order and open overseas position, for the calls that name them. */
  overseaOrderId?: number;
  overseaPositionId?: number;
  /** demo1's resting futures order, cross position and isolated position, for the calls that name them. */
  futuresOrderId?: number;
  futuresPositionId?: number;
  futuresIsolatedId?: number;
  /** demo1's waiting withdrawal, for the spec's cancel call. */
  dnwHistoryId?: number;
}

/** The seed's Wednesday 09:00 in Seoul (trade-helper T0): every day-based parameter names that day. */
const DAY = '2024-01-03';
const SIGN_UP_PHONE = '010-7000-0001';
const CERTIFIED_PHONE = '010-7000-0002';
const VERIFIED_PHONE = '010-7000-0003';
const VERIFIED_EMAIL = 'spec-verify@example.com';

/** The world on a virtual clock (trade-helper's T0, every market open), with an open round to bet on. */
export async function buildWorld(): Promise<World> {
  const trade = await buildTradeApp();
  await trade.clock.idle();
  const { app } = trade;
  const option = (await app.repos.binary.options()).find((o) => o.stock === 'BTCUSDT' && o.type === 'R1')!;
  const round = await get<TradeRound>(app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${option.id}`);
  return {
    trade,
    app,
    demo1: await login(app, 'demo1'),
    demo2: await login(app, 'demo2'),
    trader1: await login(app, 'trader1'),
    traderId: (await app.repos.copytrade.traderOfUser(
      (await app.repos.users.findByUsername(1, 'trader1'))!.id,
    ))!.id,
    admin: await login(app, 'admin'),
    partner1: await login(app, 'partner1'),
    tradeOptionId: option.id,
    tradeRoundId: round.tradeRoundId,
    partnerId: (await app.repos.partners.findByCode(1, 'partner1'))!.id,
  };
}

/** What a sensible client sends for each parameter name of the spec. */
const VALUES: Record<string, (w: World) => Value | Promise<Value>> = {
  // Binary trade
  tradeOptionId: (w) => w.tradeOptionId,
  tradeRoundId: (w) => w.tradeRoundId,
  resultType: () => 'LIST',
  isPlay: () => '1',
  typeArray: () => 'R1,B1',
  stockPrefix: () => 'BX',
  isPlayStrs: () => '1',
  statusStrs: () => '1,2',
  startDate: () => DAY,
  endDate: () => DAY,
  date: () => DAY,
  page: () => 1,
  size: () => 10,
  point: () => '5',
  type: () => 'B',
  playerId: (w) => w.demo1.user.id,
  tradeTypeStrs: () => 'R1',
  typeStrs: () => 'B',
  ms: (w) => w.trade.clock.now() - 1_500,
  stockListStrs: () => 'BTCUSDT,ETHUSDT',
  interval: () => '1m',
  stock: () => 'BTCUSDT',
  key: () => 'dnw_minimum',
  // Auth and user
  siteInfoId: () => 1,
  username: () => 'demo1',
  password: () => 'demo1234',
  currentPassword: () => 'demo1234',
  id: (w) => w.demo1.user.id,
  name: () => '홍길동',
  phone: () => '010-7000-0004',
  email: () => 'spec@example.com',
  partnerId: (w) => w.partnerId,
  partnerPk: () => 'partner1',
  etcJson: () => ({}),
  nick: () => 'specnick2',
  bankInfo: () => ({ bank: 'KB국민은행', account: '123456-01-234567', holder: '홍길동' }),
  address: () => '서울특별시 중구 세종대로 110',
  host: () => 'localhost',
  code: () => 'main',
  os: () => 'android',
  // Overseas (docs/oversea.md): the Nasdaq 100 E-mini, open at the world's time
  overseaOptionId: () => 8,
  overseaPositionId: (w) => w.overseaPositionId!,
  marketType: () => 'MARKET',
  tradeType: () => 'B',
  qty: () => 1,
  tpTick: () => 10,
  slTick: () => 10,
  value: () => 'ALL',
  isActive: () => true,
  // Futures (docs/futures.md): BTCUSDT perpetual, orders in coins, TP/SL well away from the price
  futuresOptionId: () => 1,
  futuresPositionId: (w) => w.futuresPositionId!,
  orderId: (w) => w.futuresOrderId!,
  leverage: () => 10,
  // Copy trading (docs/copytrade.md): trader1, half its size, limits of 1,000 and 500 USDT
  traderId: (w) => w.traderId,
  followStock: () => 'BTCUSDT',
  multiplyPer: () => 50,
  maxBet: () => '1000',
  oneMaxBet: () => '500',
  isHideFull: () => '1',
  sort: () => 'ROI',
  futuresFollowerOrderId: (w) => w.copy!.followerOrderId,
  futuresTraderOrderId: (w) => w.copy!.traderOrderId,
  // A sell limit below the price: it closes at once.
  closePrice: () => '40000',
  traderFollowerId: (w) => w.traderFollowerId!,
  marginType: () => 'CROSS',
  takeProfit: () => '90000',
  stopLoss: () => '40000',
  isMarkTp: () => true,
  isMarkSl: () => false,
  amount: () => '10',
  // P2P and payment providers (docs/dnw.md, "P2P and payment providers")
  detailJson: () => JSON.stringify({ provider: 'paykiwoom' }),
  walletType: () => 'MONEY',
  won: () => '10000',
  // Content
  keyword: () => '',
  question: () => '입금 확인 부탁드립니다.',
};

const key = (c: SpecCall) => `${c.method} ${c.path}`;

/** Where one call needs other values than the table's (another account, a code just sent). */
const OVERRIDES: Record<string, Record<string, (w: World) => Value | Promise<Value>>> = {
  'POST /api/player': {
    username: () => 'specuser1',
    password: () => 'spec1234',
    phone: () => SIGN_UP_PHONE,
    email: () => 'spec-player@example.com',
    nick: () => 'specnick1',
  },
  'POST /api/certi/certificate_phone': { phone: () => CERTIFIED_PHONE },
  'POST /api/certi/verify_phone': {
    phone: () => VERIFIED_PHONE,
    code: (w) => lastCode(w.app, VERIFIED_PHONE),
  },
  'POST /api/certi/verify_email': {
    email: () => VERIFIED_EMAIL,
    code: (w) => lastCode(w.app, VERIFIED_EMAIL),
  },
  'POST /api/message/delete': { id: (w) => w.messageId! },
  'POST /api/dnw/convert': { fromCoin: () => 'USDT', toCoin: () => 'BINARY', point: () => '100' },
  'POST /api/oversea/order/cancel': { id: (w) => w.overseaOrderId! },
  'POST /api/oversea/order/delete-tpsl': { id: (w) => w.overseaPositionId! },
  'POST /api/futures/order/cancel': { id: (w) => w.futuresOrderId! },
  'POST /api/futures/order/margin': { type: () => 'ADD', futuresPositionId: (w) => w.futuresIsolatedId! },
  // KRW at the site's minimum; the spec's apply is a withdrawal, so the deposit call beside it may wait too.
  'POST /api/dnw/apply': { type: () => 'W', point: () => '10000' },
  'POST /api/dnw/deposit/apply': { point: () => '10000' },
  'POST /api/dnw/withdraw/apply': { point: () => '10000' },
  'GET /api/dnw/cancel': { dnwHistoryId: (w) => w.dnwHistoryId! },
  'POST /api/dnw/transfer': { walletType: () => 'USDT', point: () => '1.5', username: () => 'demo2' },
  'GET /api/dnw/list': { typeStrs: () => 'D,W', statusStrs: () => 'WAIT,DONE' },
  // docs/dnw.md "P2P and payment providers": won at the site's minimum; a coin wallet to sell from.
  'POST /api/dnw/p2p': { point: () => '10000' },
  'POST /api/bitdex/sellCoin': { walletType: () => 'USDT' },
  // docs/dnw.md "Coins on their chains": a TRC20 address of the player's own to withdraw tether to.
  'POST /api/wallet/generate': {
    coinName: () => 'USDT',
    address: () => 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
  },
  'POST /api/wallet/temp-generate': { coinName: () => 'USDT' },
  // docs/dnw.md "Buying and selling coins for won": 10,000 won of bitcoin, and a little of it back.
  'POST /api/dnw/buy/apply': { coinName: () => 'BTC', point: () => '10000' },
  'POST /api/dnw/sell/apply': { coinName: () => 'BTC', point: () => '0.0001' },
  'POST /api/coupon/use': { promoCode: () => 'SPEC2024', walletType: () => 'USDT' },
  // docs/partner.md: partner1 makes a sub-partner, reads itself, its children of level 2 and its own profits.
  'POST /api/partner': {
    username: () => 'specpartner',
    phone: () => '010-7000-0009',
    code: () => 'specpartner',
    shareRate: () => 0.1,
  },
  'GET /api/partner': { id: (w) => w.partnerId },
  'GET /api/partner/list': { level: () => 2, parentId: (w) => w.partnerId, statusStrs: () => 'NORMAL' },
  'GET /api/partner_profit/my_list': { isChildren: () => 'false', typeStrs: () => 'BINARY' },
  // docs/operators.md: the super operator adds a support operator, reads itself and the site operators it added.
  'POST /api/admin': { username: () => 'specsupport', phone: () => '010-7000-0010', level: () => 'SUPPORT' },
  'GET /api/admin': { id: (w) => w.admin.user.id },
  'GET /api/admin/list': { level: () => 'SUPPORT', parentId: (w) => w.admin.user.id },
};

/**
 * Calls whose payload the spec does not show ("payload not shown", or a bare path): the parameters this
 * project defined for them, in the spec's vocabulary (README "Certification, account recovery ...", and the
 * stock calls of docs/trading-rules.md).
 */
const PROJECT_PARAMS: Record<string, string[]> = {
  'POST /api/certi/certificate_email': ['email'],
  'POST /api/certi/verify_email': ['email', 'code'],
  'POST /api/certi/certificate_phone': ['phone'],
  'POST /api/certi/verify_phone': ['phone', 'code'],
  'POST /api/player/find_id': ['name', 'phone'],
  'POST /api/player/find_pw': ['username', 'phone'],
  'GET /api/stock/chart': ['stock', 'interval'],
  'GET /api/stock/chart_page': ['stock', 'interval'],
  'GET /api/stock/raw_data': ['stock'],
  'GET /api/stock/last_price': ['stock'],
  // README "HTTP conventions": a move between the caller's own wallets of one currency.
  'POST /api/dnw/convert': ['fromCoin', 'toCoin', 'point'],
  // docs/oversea.md: a quick order, the order a cancel names, one option's detail, a profit range.
  'GET /api/oversea/option': ['overseaOptionId'],
  'POST /api/oversea/order': ['overseaOptionId', 'marketType', 'tradeType', 'qty'],
  'POST /api/oversea/order/cancel': ['id'],
  'GET /api/oversea/daily_profit': ['startDate', 'endDate'],
  // docs/futures.md: an order of one coin's size.
  'POST /api/futures/order': ['futuresOptionId', 'marketType', 'tradeType', 'qty'],
  // docs/dnw.md: a deposit or withdrawal by kind, and the history's filters.
  'POST /api/dnw/deposit/apply': ['point'],
  'POST /api/dnw/withdraw/apply': ['point'],
  'GET /api/dnw/list': ['typeStrs', 'statusStrs', 'page', 'size'],
  'POST /api/dnw/transfer': ['walletType', 'point', 'username'],
  'POST /api/dnw/buy/apply': ['coinName', 'point'],
  'POST /api/dnw/sell/apply': ['coinName', 'point'],
  'POST /api/partner': ['username', 'password', 'name', 'phone', 'code', 'shareRate'],
  'POST /api/admin': ['username', 'password', 'name', 'phone', 'level'],
};

const COPY_FOLLOW = { followStock: ['BTCUSDT'], multiplyPer: 100, maxBet: '1000', oneMaxBet: '500' };

/** The calls made as another account than demo1 (the copy-trade follower and trader). */
const SESSIONS: Record<string, (w: World) => LoginResult> = {
  'POST /api/futures/order/copytrade/close': (w) => w.demo2,
  'POST /api/copytrade/follower/follow': (w) => w.demo2,
  'POST /api/copytrade/follower/unfollow': (w) => w.demo2,
  'POST /api/copytrade/follower/unfollow_trader': (w) => w.trader1,
};

/** A set-up call; a refusal here is the set-up's fault, not the spec call's. */
async function post(w: World, url: string, payload: object, session?: LoginResult): Promise<unknown> {
  const { statusCode, body } = await call(w.app, {
    method: 'POST',
    url: `${url}?siteInfoId=1`,
    headers: { host: HOSTS.main, ...(session === undefined ? {} : bearer(session.accessToken)) },
    payload,
  });
  if (statusCode !== 200) throw new Error(`set-up ${url}: ${statusCode} ${JSON.stringify(body)}`);
  return body.data;
}

/** State a call needs before it can succeed, made the way the product makes it. */
const PREPARE: Record<string, (w: World) => Promise<void>> = {
  // The world's first overseas price arrives with its first tick.
  'POST /api/oversea/order': (w) => w.trade.clock.advance(1_000),
  // A resting limit order of demo1's, far below the price, to cancel.
  'POST /api/oversea/order/cancel': async (w) => {
    const order = { overseaOptionId: 8, marketType: 'LIMIT', tradeType: 'B', qty: 1, price: '10000.00' };
    w.overseaOrderId = ((await post(w, '/api/oversea/order', order, w.demo1)) as { id: number }).id;
  },
  // The position the spec's quick order opened.
  'POST /api/oversea/order/tpsl': async (w) => {
    const positions = await get<Array<{ id: number }>>(
      w.app,
      '/api/oversea/open_position?siteInfoId=1',
      w.demo1.accessToken,
    );
    w.overseaPositionId = positions[0]!.id;
  },
  // The mark price is a median of the last ticks: a few must have arrived.
  'POST /api/futures/order': (w) => w.trade.clock.advance(3_000),
  // A resting futures limit of demo1's, far below the price, to cancel.
  'POST /api/futures/order/cancel': async (w) => {
    const order = { futuresOptionId: 1, marketType: 'LIMIT', tradeType: 'B', qty: '0.01', price: '40000' };
    w.futuresOrderId = ((await post(w, '/api/futures/order', order, w.demo1)) as { id: number }).id;
  },
  // The position the spec's futures order opened.
  'POST /api/futures/order/tpsl': async (w) => {
    const positions = await get<Array<{ id: number }>>(
      w.app,
      '/api/futures/history/open_position?siteInfoId=1',
      w.demo1.accessToken,
    );
    w.futuresPositionId = positions[0]!.id;
  },
  // Margin moves only for an isolated position: one in ETH.
  'POST /api/futures/order/margin': async (w) => {
    await post(w, '/api/futures/order/margin_type', { futuresOptionId: 2, marginType: 'ISOLATED' }, w.demo1);
    const order = { futuresOptionId: 2, marketType: 'MARKET', tradeType: 'B', qty: '0.1' };
    await post(w, '/api/futures/order', order, w.demo1);
    const positions = await get<Array<{ id: number }>>(
      w.app,
      '/api/futures/history/open_position?siteInfoId=1&futuresOptionId=2',
      w.demo1.accessToken,
    );
    w.futuresIsolatedId = positions[0]!.id;
  },
  // demo2 follows trader1, trader1 buys, demo2's copy is the one to close; demo2 then stops following.
  'POST /api/futures/order/copytrade/close': async (w) => {
    await post(w, '/api/copytrade/follower/follow', { ...COPY_FOLLOW, traderId: w.traderId }, w.demo2);
    const order = { futuresOptionId: 1, marketType: 'MARKET', tradeType: 'B', qty: '0.01' };
    const traderOrderId = ((await post(w, '/api/futures/order', order, w.trader1)) as { id: number }).id;
    await w.app.copytrade.mirror.idle();
    const records = await get<{ content: Array<{ futuresFollowerOrderId: number }> }>(
      w.app,
      '/api/copytrade/history/list?siteInfoId=1',
      w.demo2.accessToken,
    );
    w.copy = { followerOrderId: records.content[0]!.futuresFollowerOrderId, traderOrderId };
    await post(w, '/api/copytrade/follower/unfollow', {}, w.demo2);
  },
  // The trader removes demo3, who follows it.
  'POST /api/copytrade/follower/unfollow_trader': async (w) => {
    const demo3 = await login(w.app, 'demo3');
    const follow = await post(
      w,
      '/api/copytrade/follower/follow',
      { ...COPY_FOLLOW, traderId: w.traderId },
      demo3,
    );
    w.traderFollowerId = (follow as { id: number }).id;
  },
  // One withdrawal waits at a time: the operator rejects the one the spec's apply made.
  'POST /api/dnw/withdraw/apply': async (w) => {
    const waiting = await get<Array<{ id: number }>>(
      w.app,
      '/api/dnw/list?siteInfoId=1&resultType=LIST&typeStrs=W&statusStrs=WAIT',
      w.demo1.accessToken,
    );
    await post(w, '/api/admin/dnw/reject', { dnwHistoryId: waiting[0]!.id }, w.admin);
  },
  'GET /api/dnw/cancel': async (w) => {
    const waiting = await get<Array<{ id: number }>>(
      w.app,
      '/api/dnw/list?siteInfoId=1&resultType=LIST&typeStrs=W&statusStrs=WAIT',
      w.demo1.accessToken,
    );
    w.dnwHistoryId = waiting[0]!.id;
  },
  // The operator's promotion code the spec's coupon call uses.
  'POST /api/coupon/use': async (w) => {
    const coupon = { promoCode: 'SPEC2024', walletType: 'USDT', point: '5', maxUses: 10 };
    await post(w, '/api/admin/coupon', { ...coupon, expiresAt: w.trade.clock.now() + 86_400_000 }, w.admin);
  },
  // Sign-up needs a phone certified within the last 30 minutes.
  'POST /api/player': (w) => verifyPhone(w.app, SIGN_UP_PHONE),
  'POST /api/certi/verify_email': async (w) => {
    await post(w, '/api/certi/certificate_email', { email: VERIFIED_EMAIL });
  },
  'POST /api/certi/verify_phone': async (w) => {
    await post(w, '/api/certi/certificate_phone', { phone: VERIFIED_PHONE });
  },
  'POST /api/message/delete': async (w) => {
    const sent = await post(
      w,
      '/api/admin/message',
      { playerId: w.demo1.user.id, title: '안내', content: '계약 시험 메시지' },
      w.admin,
    );
    w.messageId = (sent as { id: number }).id;
  },
};

async function valueOf(w: World, spec: SpecCall, name: string): Promise<Value> {
  const value = OVERRIDES[key(spec)]?.[name] ?? VALUES[name];
  if (value === undefined) throw new Error(`no value for "${name}" of ${key(spec)}: add it to VALUES`);
  return value(w);
}

/** Calls the spec-only client as it would: the spec's parameter names, siteInfoId, a demo account's token. */
export async function callAsSpecClient(w: World, spec: SpecCall) {
  await PREPARE[key(spec)]?.(w);
  let path = spec.path;
  for (const [braced, name] of spec.path.matchAll(/\{(\w+)\}/g)) {
    path = path.replace(braced, encodeURIComponent(String(await valueOf(w, spec, name!))));
  }
  const names = spec.params.length > 0 ? spec.params : (PROJECT_PARAMS[key(spec)] ?? []);
  const values: Record<string, Value> = {};
  for (const name of names) values[name] = await valueOf(w, spec, name);
  const inQuery = spec.method === 'GET' || spec.method === 'DELETE';
  const query = new URLSearchParams({ siteInfoId: '1' });
  if (inQuery) for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  const session =
    SESSIONS[key(spec)]?.(w) ??
    (spec.path.startsWith('/api/admin')
      ? w.admin
      : spec.path.startsWith('/api/partner')
        ? w.partner1
        : w.demo1);
  if (spec.note === 'multipart') {
    // A receipt, as the wallet's upload sends it.
    const png = { name: 'file', filename: 'receipt.png', contentType: 'image/png', bytes: SAMPLES.png() };
    const { payload, headers } = multipartBody([png]);
    return w.app.inject({
      method: 'POST',
      url: `${path}?${query}`,
      headers: { host: HOSTS.main, ...bearer(session.accessToken), ...headers },
      payload,
    });
  }
  return w.app.inject({
    method: spec.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: `${path}?${query}`,
    headers: { host: HOSTS.main, ...bearer(session.accessToken) },
    ...(inQuery || names.length === 0 ? {} : { payload: values }),
  });
}
