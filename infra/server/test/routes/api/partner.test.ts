import { isApiFailure, type PartnerSummary } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, call, HOSTS } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/partner/verify', () => {
  it('answers the partner for its code', async () => {
    const { body } = await call<PartnerSummary>(app, {
      url: '/api/partner/verify?siteInfoId=1&partnerPk=partner1',
    });
    if (isApiFailure(body)) throw new Error(JSON.stringify(body));
    expect(body.data).toMatchObject({ code: 'partner1', name: 'Partner One' });
  });

  it('answers 404 PARTNER_NOT_FOUND in the site language for an unknown code', async () => {
    const ko = await call(app, { url: '/api/partner/verify?siteInfoId=1&partnerPk=ghost' });
    const en = await call(app, {
      url: '/api/partner/verify?siteInfoId=15&partnerPk=ghost',
      headers: { host: HOSTS.site15 },
    });
    expect(ko.statusCode).toBe(404);
    expect(ko.body).toMatchObject({
      error: { code: 'PARTNER_NOT_FOUND', message: '존재하지 않는 파트너입니다.' },
    });
    expect(en.body).toMatchObject({
      error: { code: 'PARTNER_NOT_FOUND', message: 'The partner does not exist.' },
    });
  });

  it('answers 400 VALIDATION without partnerPk', async () => {
    const { statusCode, body } = await call(app, { url: '/api/partner/verify?siteInfoId=1' });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});
