import type {
  AdminAuditEntry,
  AdminPlayerDetail,
  AdminPlayerPartnerResult,
  CopyFollow,
  CopyTrader,
  LoginResult,
  PartnerPlayer,
} from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { areaCaller, buildTestApp, errorOf, HOSTS, login } from '../../helper.js';
import { SITE1, SITE15, type Site, signedInSupport } from './operator-fixtures.js';

type Page<T> = { content: T[]; totalElements: number };

let app: FastifyInstance;
let admin: LoginResult;
let admin15: LoginResult;
let support: LoginResult;
let partner1: LoginResult;
const players: Record<string, LoginResult> = {};
/** partner1's partner id on site 1 and on site 15. */
let partnerId: number;
let partnerId15: number;
/** trader1's trader id on site 1 and on site 15. */
let traderId: number;
let traderId15: number;
const api = areaCaller('/api');

const post = <T>(path: string, payload: object, token: string | null, site: Site = SITE1) =>
  api<T>(app, token, 'POST', path, payload, '', site);
const get = <T>(path: string, query: string, token: string | null, site: Site = SITE1) =>
  api<T>(app, token, 'GET', path, undefined, query, site);
const idOf = (name: string) => players[name]!.user.id;

async function traderIdOf(siteId: number): Promise<number> {
  const user = (await app.repos.users.findByUsername(siteId, 'trader1'))!;
  return (await app.repos.copytrade.traderOfUser(user.id))!.id;
}

const follow = (name: string) =>
  post<CopyFollow>(
    '/copytrade/follower/follow',
    { traderId, followStock: ['BTCUSDT'], multiplyPer: 50, maxBet: '1000', oneMaxBet: '500' },
    players[name]!.accessToken,
  );

beforeAll(async () => {
  app = await buildTestApp();
  admin = await login(app, 'admin');
  admin15 = await login(app, 'admin', 15, HOSTS.site15);
  partner1 = await login(app, 'partner1');
  for (const name of ['demo1', 'demo2', 'demo3']) players[name] = await login(app, name);
  players.demo2of15 = await login(app, 'demo2', 15, HOSTS.site15);
  support = await signedInSupport(app, admin);
  partnerId = (await app.repos.partners.findByCode(1, 'partner1'))!.id;
  partnerId15 = (await app.repos.partners.findByCode(15, 'partner1'))!.id;
  traderId = await traderIdOf(1);
  traderId15 = await traderIdOf(15);
});
afterAll(() => app.close());

const CALLS = () =>
  [
    ['/admin/player/partner', { playerId: idOf('demo2'), partnerId }],
    ['/admin/copytrade/trader', { traderId, maxFollowers: 1 }],
  ] as const;

describe('partner assignment and trader terms: refusals', () => {
  it('answers a visitor 401, a player 403 NO_PERMISSION and a support operator 403 INSUFFICIENT_PRIVILEGES', async () => {
    for (const [path, body] of CALLS()) {
      const visitor = await post(path, body, null);
      expect([visitor.statusCode, errorOf(visitor.body)?.code], path).toEqual([401, 'UNAUTHORIZED']);
      const player = await post(path, body, players.demo1!.accessToken);
      expect([player.statusCode, errorOf(player.body)], path).toEqual([
        403,
        { code: 'NO_PERMISSION', message: '권한이 없습니다.' },
      ]);
      const partner = await post(path, body, partner1.accessToken);
      expect([partner.statusCode, errorOf(partner.body)?.code], path).toEqual([403, 'NO_PERMISSION']);
      const reader = await post(path, body, support.accessToken);
      expect([reader.statusCode, errorOf(reader.body)], path).toEqual([
        403,
        { code: 'INSUFFICIENT_PRIVILEGES', message: '권한이 부족합니다.' },
      ]);
    }
    // Nothing changed.
    const detail = await get<AdminPlayerDetail>(
      '/admin/player',
      `&playerId=${idOf('demo2')}`,
      admin.accessToken,
    );
    expect(detail.body.data!.partner).toBeNull();
    expect((await app.repos.copytrade.trader(traderId))!.maxFollowers).toBe(100);
  });

  it("answers site 15's operator 404 for site 1's players, partners and traders, in English", async () => {
    const cases: Array<[string, object, string, string]> = [
      [
        '/admin/player/partner',
        { playerId: idOf('demo2'), partnerId: partnerId15 },
        'USER_NOT_FOUND',
        'The user does not exist.',
      ],
      [
        '/admin/player/partner',
        { playerId: idOf('demo2of15'), partnerId },
        'PARTNER_NOT_FOUND',
        'The partner does not exist.',
      ],
      [
        '/admin/copytrade/trader',
        { traderId, maxFollowers: 0 },
        'TRADER_NOT_FOUND',
        'The trader does not exist.',
      ],
    ];
    for (const [path, body, code, message] of cases) {
      const refused = await post(path, body, admin15.accessToken, SITE15);
      expect([refused.statusCode, errorOf(refused.body)], JSON.stringify(body)).toEqual([
        404,
        { code, message },
      ]);
    }
    // Site 1's token is no key to site 15.
    const across = await post(
      '/admin/copytrade/trader',
      { traderId: traderId15, maxFollowers: 0 },
      admin.accessToken,
      SITE15,
    );
    expect([across.statusCode, errorOf(across.body)?.code]).toEqual([403, 'WRONG_ACCESS']);
    expect((await app.repos.copytrade.trader(traderId))!.maxFollowers).toBe(100);
    const player15 = await app.repos.users.playerOfSite(15, idOf('demo2of15'));
    expect(player15!.partner).toBeNull();
  });

  it('attaches only players (not operators or partners) to partners that exist', async () => {
    const partnerUser = partner1.user.id;
    const cases: Array<[object, string]> = [
      [{ playerId: admin.user.id, partnerId }, 'USER_NOT_FOUND'],
      [{ playerId: partnerUser, partnerId }, 'USER_NOT_FOUND'],
      [{ playerId: 999_999, partnerId }, 'USER_NOT_FOUND'],
      [{ playerId: idOf('demo2'), partnerId: 999_999 }, 'PARTNER_NOT_FOUND'],
      [{ playerId: idOf('demo2'), partnerId: partnerId15 }, 'PARTNER_NOT_FOUND'],
    ];
    for (const [body, code] of cases) {
      const refused = await post('/admin/player/partner', body, admin.accessToken);
      expect([refused.statusCode, errorOf(refused.body)?.code], JSON.stringify(body)).toEqual([404, code]);
    }
    const unknownTrader = await post(
      '/admin/copytrade/trader',
      { traderId: 999_999, maxFollowers: 1 },
      admin.accessToken,
    );
    expect([unknownTrader.statusCode, errorOf(unknownTrader.body)]).toEqual([
      404,
      { code: 'TRADER_NOT_FOUND', message: '존재하지 않는 트레이더입니다.' },
    ]);
  });

  it('refuses malformed, out-of-bounds and unknown input with 400 naming the field', async () => {
    const playerId = idOf('demo2');
    const cases: Array<[string, object, string]> = [
      ['/admin/player/partner', { playerId }, 'body.partnerId'],
      ['/admin/player/partner', { playerId, partnerId: 'partner1' }, 'body.partnerId'],
      ['/admin/player/partner', { playerId, partnerId: 0 }, 'body.partnerId'],
      ['/admin/player/partner', { playerId: -1, partnerId: null }, 'body.playerId'],
      ['/admin/player/partner', { playerId, partnerId, code: 'x' }, 'body.code'],
      ['/admin/copytrade/trader', { traderId }, 'body'],
      ['/admin/copytrade/trader', { traderId, maxFollowers: 10_001 }, 'body.maxFollowers'],
      ['/admin/copytrade/trader', { traderId, maxFollowers: -1 }, 'body.maxFollowers'],
      ['/admin/copytrade/trader', { traderId, maxFollowers: 1.5 }, 'body.maxFollowers'],
      ['/admin/copytrade/trader', { traderId, minBalance: '-1' }, 'body.minBalance'],
      ['/admin/copytrade/trader', { traderId, minBalance: '1.1234567' }, 'body.minBalance'],
      ['/admin/copytrade/trader', { traderId, minBalance: '1'.repeat(13) }, 'body.minBalance'],
      ['/admin/copytrade/trader', { traderId, minBalance: '1e3' }, 'body.minBalance'],
      ['/admin/copytrade/trader', { traderId, maxFollowers: 1, isActive: false }, 'body.isActive'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(path, body, admin.accessToken);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer.body)!.message, JSON.stringify(body)).toBe(
        `입력값이 올바르지 않습니다. (${field})`,
      );
    }
    const query = await api(
      app,
      admin.accessToken,
      'POST',
      '/admin/player/partner',
      { playerId, partnerId },
      '&x=1',
    );
    expect([query.statusCode, errorOf(query.body)!.message]).toEqual([
      400,
      '입력값이 올바르지 않습니다. (querystring.x)',
    ]);
    const english = await post(
      '/admin/copytrade/trader',
      { traderId: traderId15 },
      admin15.accessToken,
      SITE15,
    );
    expect([english.statusCode, errorOf(english.body)!.message]).toEqual([
      400,
      'The input is not valid. (body)',
    ]);
  });
});

describe("a player's partner", () => {
  const partnerPlayers = async () =>
    (
      await get<Page<PartnerPlayer>>('/partner/players', '&size=100', partner1.accessToken)
    ).body.data!.content.map((player) => player.username);

  it('attaches a player to partner1, who then sees them among its players; null detaches them', async () => {
    expect(await partnerPlayers()).toEqual(['ref1']);
    const attached = await post<AdminPlayerPartnerResult>(
      '/admin/player/partner',
      { playerId: idOf('demo2'), partnerId },
      admin.accessToken,
    );
    expect([attached.statusCode, attached.body.data]).toEqual([
      200,
      { playerId: idOf('demo2'), partner: { id: partnerId, code: 'partner1' } },
    ]);
    expect(await partnerPlayers()).toEqual(['ref1', 'demo2']);
    const detail = await get<AdminPlayerDetail>(
      '/admin/player',
      `&playerId=${idOf('demo2')}`,
      support.accessToken,
    );
    expect(detail.body.data!.partner).toEqual({ id: partnerId, code: 'partner1' });

    const detached = await post<AdminPlayerPartnerResult>(
      '/admin/player/partner',
      { playerId: idOf('demo3'), partnerId: null },
      admin.accessToken,
    );
    expect(detached.body.data).toEqual({ playerId: idOf('demo3'), partner: null });
    const ref1 = (await app.repos.users.findByUsername(1, 'ref1'))!.id;
    const moved = await post<AdminPlayerPartnerResult>(
      '/admin/player/partner',
      { playerId: ref1, partnerId: null },
      admin.accessToken,
    );
    expect(moved.body.data).toEqual({ playerId: ref1, partner: null });
    expect(await partnerPlayers()).toEqual(['demo2']);
  });
});

describe("a copy trader's terms", () => {
  it('answers the trader as players see it; a quota lowered below the followers keeps them and refuses the next', async () => {
    expect((await follow('demo1')).statusCode).toBe(200);
    const lowered = await post<CopyTrader>(
      '/admin/copytrade/trader',
      { traderId, maxFollowers: 0 },
      admin.accessToken,
    );
    expect(lowered.statusCode).toBe(200);
    expect(lowered.body.data).toMatchObject({
      id: traderId,
      followerCount: 1,
      maxFollowerCount: 0,
      isFull: true,
      minBalance: '100',
    });
    const seen = await get<CopyTrader>(
      '/copytrade/trader',
      `&traderId=${traderId}`,
      players.demo2!.accessToken,
    );
    expect(seen.body.data).toEqual(lowered.body.data);

    const refused = await follow('demo2');
    expect([refused.statusCode, errorOf(refused.body)?.code]).toEqual([409, 'FOLLOWER_QUOTA_EXCEEDED']);
    const kept = await get<CopyFollow | null>('/copytrade/follower', '', players.demo1!.accessToken);
    expect(kept.body.data).toMatchObject({ traderId, status: 'FOLLOWING' });

    // A higher minimum balance than demo2 holds: the quota is open again, the balance refuses.
    const terms = await post<CopyTrader>(
      '/admin/copytrade/trader',
      { traderId, maxFollowers: 10_000, minBalance: '1000000000.5' },
      admin.accessToken,
    );
    expect(terms.body.data).toMatchObject({
      maxFollowerCount: 10_000,
      isFull: false,
      minBalance: '1000000000.5',
    });
    const poor = await follow('demo2');
    expect([poor.statusCode, errorOf(poor.body)?.code]).toEqual([400, 'FOLLOW_INSUFFICIENT_BALANCE']);
    const reset = await post<CopyTrader>(
      '/admin/copytrade/trader',
      { traderId, minBalance: '0' },
      admin.accessToken,
    );
    expect(reset.body.data).toMatchObject({ maxFollowerCount: 10_000, minBalance: '0' });
    expect((await follow('demo2')).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('keeps each assignment and change of terms with what it was before and after', async () => {
    const { body } = await get<Page<AdminAuditEntry>>('/admin/audit', '&size=100', admin.accessToken);
    const entries = body.data!.content;
    const done = (action: string) => entries.filter((e) => e.action === action && e.status === 200).reverse();
    const assignments = done('POST /api/admin/player/partner');
    expect(assignments[0]).toMatchObject({
      admin: 'admin',
      request: { playerId: idOf('demo2'), partnerId },
      before: { playerId: idOf('demo2'), partner: null },
      after: { status: 200, data: { partner: { id: partnerId, code: 'partner1' } } },
    });
    expect(assignments[2]).toMatchObject({
      before: { partner: { id: partnerId, code: 'partner1' } },
      after: { data: { partner: null } },
    });
    const terms = done('POST /api/admin/copytrade/trader');
    expect(terms[0]).toMatchObject({
      request: { traderId, maxFollowers: 0 },
      before: { id: traderId, maxFollowerCount: 100, followerCount: 1, minBalance: '100' },
      after: { data: { maxFollowerCount: 0, isFull: true } },
    });
    expect(terms[1]).toMatchObject({
      before: { maxFollowerCount: 0, minBalance: '100' },
      after: { data: { maxFollowerCount: 10_000, minBalance: '1000000000.5' } },
    });
    const refusals = entries.filter((e) => e.status === 403).map((e) => [e.admin, e.action]);
    expect(refusals).toEqual(
      expect.arrayContaining([
        ['support9', 'POST /api/admin/player/partner'],
        ['support9', 'POST /api/admin/copytrade/trader'],
      ]),
    );
    // A player or trader not found is written with no "before"; a partner not found, with the player's.
    const codeOf = (e: AdminAuditEntry) => (e.after as { error?: { code: string } }).error?.code;
    const unknown = entries.filter((e) => ['USER_NOT_FOUND', 'TRADER_NOT_FOUND'].includes(codeOf(e) ?? ''));
    expect(unknown.length).toBeGreaterThanOrEqual(4);
    for (const entry of unknown) expect(entry.before).toBeNull();
    const noPartner = entries.find((e) => codeOf(e) === 'PARTNER_NOT_FOUND');
    expect(noPartner!.before).toEqual({ playerId: idOf('demo2'), partner: null });
  });
});
