import type { EconomicEvent, LoginResult } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';

// Monday 2026-11-23, 05:00 UTC: the Friday before is past, that Monday's 09:00 release still to come.
const NOW = Date.parse('2026-11-23T05:00:00Z');

let app: FastifyInstance;
let demo1: LoginResult;
beforeAll(async () => {
  app = await buildTestApp({ clock: { now: () => NOW } });
  demo1 = await login(app, 'demo1');
});
afterAll(() => app.close());

const list = (query: string, token?: string, host: string = HOSTS.main) =>
  call<EconomicEvent[]>(app, {
    method: 'GET',
    url: `/api/economic/list?${query}`,
    headers: { host, ...(token === undefined ? {} : bearer(token)) },
  });

describe('refusals', () => {
  it('401 without a token, 403 WRONG_ACCESS with another site', async () => {
    expect((await list('siteInfoId=1&startDate=2026-11-23&endDate=2026-11-23')).statusCode).toBe(401);
    const site15 = await login(app, 'demo1', 15, HOSTS.site15);
    const other = await list('siteInfoId=1&startDate=2026-11-23&endDate=2026-11-23', site15.accessToken);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other.body)?.code).toBe('WRONG_ACCESS');
  });

  it('400 VALIDATION for missing, malformed or impossible days, a reversed or too long range', async () => {
    for (const query of [
      'startDate=2026-11-23',
      'startDate=2026-11-23&endDate=23-11-2026',
      'startDate=2026-02-30&endDate=2026-03-01',
      'startDate=2026-11-23&endDate=2026-11-22',
      'startDate=2026-11-01&endDate=2026-12-15',
      'startDate=2026-11-23&endDate=2026-11-23&importance=4',
    ]) {
      const { statusCode, body } = await list(`siteInfoId=1&${query}`, demo1.accessToken);
      expect(statusCode, query).toBe(400);
      expect(errorOf(body)?.code).toBe('VALIDATION');
    }
  });
});

describe('the calendar', () => {
  it("serves the seeded dataset's releases, soonest first, with actuals only once released", async () => {
    const { statusCode, body } = await list(
      'siteInfoId=1&startDate=2026-11-20&endDate=2026-11-26',
      demo1.accessToken,
    );
    expect(statusCode).toBe(200);
    const events = body.data!;
    expect(events.map((e) => e.scheduledAt)).toEqual(
      [...events.map((e) => e.scheduledAt)].sort((a, b) => a - b),
    );
    expect(events.find((e) => e.title === '일본은행 기준금리 결정')).toMatchObject({
      country: 'JP',
      importance: 3,
      scheduledAt: Date.parse('2026-11-20T03:00:00Z'),
      actual: '0.25%',
      forecast: '0.25%',
      previous: '0.25%',
    });
    expect(events.find((e) => e.title === 'Ifo 기업환경지수')).toMatchObject({ country: 'DE', actual: null });
    expect(events.some((e) => e.title === '한국은행 기준금리 결정')).toBe(true);
  });

  it('filters by importance and speaks English on English sites', async () => {
    const high = await list(
      'siteInfoId=1&startDate=2026-11-20&endDate=2026-11-26&importance=3',
      demo1.accessToken,
    );
    expect(high.body.data!.length).toBeGreaterThan(0);
    expect(high.body.data!.every((e) => e.importance === 3)).toBe(true);
    const site15 = await login(app, 'demo1', 15, HOSTS.site15);
    const english = await list(
      'siteInfoId=15&startDate=2026-11-26&endDate=2026-11-26',
      site15.accessToken,
      HOSTS.site15,
    );
    expect(english.body.data!.map((e) => e.title)).toEqual([
      'Bank of Korea rate decision',
      'Initial jobless claims',
    ]);
  });
});
