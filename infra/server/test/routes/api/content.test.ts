import type { ContentItem, LoginResult } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, HOSTS, login, errorOf } from '../../helper.js';

interface Page {
  content: ContentItem[];
  page: number;
  size: number;
  totalElements: number;
}

let app: FastifyInstance;
let admin: LoginResult;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await login(app, 'admin');
});
afterAll(() => app.close());

const get = <T>(url: string, host: string = HOSTS.main) =>
  call<T>(app, { method: 'GET', url, headers: { host } });

describe('GET /api/content/*', () => {
  it.each(['notice', 'faq', 'strategy', 'promotion', 'popup', 'static'])(
    'lists seeded %s items',
    async (kind) => {
      const { statusCode, body } = await get<Page>(`/api/content/${kind}?siteInfoId=1`);
      expect(statusCode).toBe(200);
      expect(body.data!.totalElements).toBeGreaterThan(0);
      expect(body.data!.content.every((item) => item.kind === kind)).toBe(true);
    },
  );

  it.each([
    [15, HOSTS.site15],
    [33, HOSTS.site33],
    [25, HOSTS.site25],
  ])(
    'serves English site %s its content in English: notices, FAQ, invest info, popups, terms',
    async (siteId, host) => {
      for (const kind of ['notice', 'faq', 'strategy', 'promotion', 'popup', 'static']) {
        const { body } = await get<Page>(`/api/content/${kind}?siteInfoId=${siteId}`, host);
        const texts = body.data!.content.flatMap((item) => [item.title, item.content]);
        expect(texts.length, kind).toBeGreaterThan(0);
        expect(
          texts.filter((text) => /[가-힣]/.test(text)),
          kind,
        ).toEqual([]);
      }
    },
  );

  it('pages and filters by keyword, newest first', async () => {
    const page = await get<Page>('/api/content/notice?siteInfoId=1&page=1&size=2');
    expect(page.body.data).toMatchObject({ page: 1, size: 2, totalElements: 3 });
    expect(page.body.data!.content).toHaveLength(2);
    const second = await get<Page>('/api/content/notice?siteInfoId=1&page=2&size=2');
    expect(second.body.data!.content).toHaveLength(1);
    expect(second.body.data!.content[0]!.title).toBe('서비스 점검 안내');
    const found = await get<Page>(`/api/content/notice?siteInfoId=1&keyword=${encodeURIComponent('입출금')}`);
    expect(found.body.data!.content.map((n) => n.title)).toEqual(['입출금 시간 안내']);
    const none = await get<Page>('/api/content/notice?siteInfoId=1&keyword=%25');
    expect(none.body.data!.totalElements).toBe(0);
  });

  it('answers one item by id, with its HTML', async () => {
    const list = await get<Page>('/api/content/notice?siteInfoId=1&keyword=%EC%A0%90%EA%B2%80');
    const id = list.body.data!.content[0]!.id;
    const one = await get<ContentItem>(`/api/content/notice?siteInfoId=1&id=${id}`);
    expect(one.body.data).toMatchObject({ id, title: '서비스 점검 안내' });
    expect(one.body.data!.content).toContain('<strong>정기 점검</strong>');
    expect(one.body.data!.content).toContain('rel="noopener noreferrer"');
  });

  it('answers 404 CONTENT_NOT_FOUND in the site language, 400 for bad paging', async () => {
    const missing = await get('/api/content/notice?siteInfoId=1&id=999999');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing.body)).toEqual({
      code: 'CONTENT_NOT_FOUND',
      message: '존재하지 않는 게시글입니다.',
    });
    const english = await get('/api/content/faq?siteInfoId=15&id=999999', HOSTS.site15);
    expect(errorOf(english.body)).toEqual({ code: 'CONTENT_NOT_FOUND', message: 'The post does not exist.' });
    const notFaq = await get<Page>('/api/content/notice?siteInfoId=1');
    const noticeId = notFaq.body.data!.content[0]!.id;
    expect((await get(`/api/content/faq?siteInfoId=1&id=${noticeId}`)).statusCode).toBe(404);
    const badSize = await get('/api/content/notice?siteInfoId=1&size=1000');
    expect(badSize.statusCode).toBe(400);
    expect(errorOf(badSize.body)?.message).toContain('querystring.size');
    expect((await get('/api/content/notice?siteInfoId=1&page=0')).statusCode).toBe(400);
    expect((await get('/api/content/unknown?siteInfoId=1')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/notice', () => {
  it('stores sanitized HTML', async () => {
    const { statusCode, body } = await call<ContentItem>(app, {
      method: 'POST',
      url: '/api/admin/notice?siteInfoId=1',
      headers: bearer(admin.accessToken),
      payload: { title: ' 긴급 공지 ', content: '<p onmouseover="x()">안내</p><script>alert(1)</script>' },
    });
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ kind: 'notice', title: '긴급 공지', content: '<p>안내</p>' });
    const listed = await get<Page>('/api/content/notice?siteInfoId=1&size=1');
    expect(listed.body.data!.content[0]!.id).toBe(body.data!.id);
    // Another site's notices stay apart.
    const site15 = await get<Page>('/api/content/notice?siteInfoId=15', HOSTS.site15);
    expect(site15.body.data!.content.some((n) => n.id === body.data!.id)).toBe(false);
  });

  it('refuses an empty title and a non-boolean force', async () => {
    for (const payload of [
      { title: '', content: 'x' },
      { title: 't', content: 'x', force: 'yes' },
    ]) {
      const refused = await call(app, {
        method: 'POST',
        url: '/api/admin/notice?siteInfoId=1',
        headers: bearer(admin.accessToken),
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused.body)?.code).toBe('VALIDATION');
    }
  });
});
