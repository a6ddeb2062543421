import type {
  AdminAuditEntry,
  AdminContact,
  AdminContentItem,
  Contact,
  ContentItem,
  ForceNoticeEvent,
  LoginResult,
} from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listen, stompClients, until } from '../../realtime/stomp-clients.js';
import { areaCaller, buildTestApp, errorOf, HOSTS, login } from '../../helper.js';
import { SITE1, SITE15, type Site, signedInSupport } from './operator-fixtures.js';

type Page<T> = { content: T[]; page: number; size: number; totalElements: number };

let app: FastifyInstance;
let admin: LoginResult;
let admin15: LoginResult;
let support: LoginResult;
let demo1: LoginResult;
/** A notice of site 1 the refusals aim at. */
let target: AdminContentItem;
const stomp = stompClients();
const api = areaCaller('/api');

const post = <T>(path: string, payload: object, token: string | null, site: Site = SITE1) =>
  api<T>(app, token, 'POST', path, payload, '', site);
const get = <T>(path: string, query: string, token: string | null, site: Site = SITE1) =>
  api<T>(app, token, 'GET', path, undefined, query, site);

beforeAll(async () => {
  app = await buildTestApp();
  await stomp.listen(app);
  admin = await login(app, 'admin');
  admin15 = await login(app, 'admin', 15, HOSTS.site15);
  demo1 = await login(app, 'demo1');
  support = await signedInSupport(app, admin);
  const created = await post<AdminContentItem>(
    '/admin/content',
    { kind: 'notice', title: '대상 공지', content: '<p>대상</p>' },
    admin.accessToken,
  );
  target = created.body.data!;
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

const POSTS = () =>
  [
    ['/admin/content', { kind: 'notice', title: '새 공지', content: '<p>x</p>' }],
    ['/admin/content/update', { kind: 'notice', id: target.id, title: '바뀐 제목' }],
    ['/admin/content/delete', { kind: 'notice', id: target.id }],
  ] as const;
const GETS = [
  ['/admin/content/list', '&kind=notice'],
  ['/admin/contact/list', ''],
] as const;

describe('content and inquiries: refusals', () => {
  it('answers a visitor 401 and a player 403 NO_PERMISSION on every call', async () => {
    const answers = [
      ...POSTS().map(
        ([path, body]) =>
          (token: string | null) =>
            post(path, body, token),
      ),
      ...GETS.map(
        ([path, query]) =>
          (token: string | null) =>
            get(path, query, token),
      ),
    ];
    for (const send of answers) {
      const visitor = await send(null);
      expect([visitor.statusCode, errorOf(visitor.body)?.code]).toEqual([401, 'UNAUTHORIZED']);
      const player = await send(demo1.accessToken);
      expect([player.statusCode, errorOf(player.body)]).toEqual([
        403,
        { code: 'NO_PERMISSION', message: '권한이 없습니다.' },
      ]);
    }
  });

  it('lets a support operator read but change nothing (403 INSUFFICIENT_PRIVILEGES)', async () => {
    for (const [path, query] of GETS)
      expect((await get(path, query, support.accessToken)).statusCode).toBe(200);
    for (const [path, body] of POSTS()) {
      const refused = await post(path, body, support.accessToken);
      expect([refused.statusCode, errorOf(refused.body)], path).toEqual([
        403,
        { code: 'INSUFFICIENT_PRIVILEGES', message: '권한이 부족합니다.' },
      ]);
    }
    const answer = await post('/admin/contact/answer', { id: 1, answer: '답변' }, support.accessToken);
    expect(answer.statusCode).toBe(403);
    // Nothing changed.
    const item = await get<ContentItem>('/content/notice', `&id=${target.id}`, null);
    expect(item.body.data!.title).toBe('대상 공지');
  });

  it("answers site 15's operator 404 for site 1's rows, in English, and never shows them", async () => {
    const expected = { code: 'CONTENT_NOT_FOUND', message: 'The post does not exist.' };
    for (const [path, body] of POSTS().slice(1)) {
      const refused = await post(path, body, admin15.accessToken, SITE15);
      expect([refused.statusCode, errorOf(refused.body)], path).toEqual([404, expected]);
    }
    const list = await get<Page<AdminContentItem>>(
      '/admin/content/list',
      '&kind=notice',
      admin15.accessToken,
      SITE15,
    );
    expect(list.statusCode).toBe(200);
    expect(list.body.data!.content.map((item) => item.id)).not.toContain(target.id);
    // Site 1's inquiries (demo3's seeded one) are not site 15's.
    const site1Contacts = await get<Page<AdminContact>>('/admin/contact/list', '', admin.accessToken);
    const site15Contacts = await get<Page<AdminContact>>(
      '/admin/contact/list',
      '',
      admin15.accessToken,
      SITE15,
    );
    const ids15 = site15Contacts.body.data!.content.map((contact) => contact.id);
    const seeded = site1Contacts.body.data!.content[0]!;
    expect(ids15).not.toContain(seeded.id);
    const across = await post(
      '/admin/contact/answer',
      { id: seeded.id, answer: 'no' },
      admin15.accessToken,
      SITE15,
    );
    expect([across.statusCode, errorOf(across.body)]).toEqual([
      404,
      { code: 'CONTACT_NOT_FOUND', message: 'The inquiry does not exist.' },
    ]);
    // Site 1's token is no key to site 15.
    const wrongSite = await post('/admin/content', POSTS()[0][1], admin.accessToken, SITE15);
    expect([wrongSite.statusCode, errorOf(wrongSite.body)?.code]).toEqual([403, 'WRONG_ACCESS']);
  });

  it('refuses malformed, out-of-bounds and unknown input with 400 naming the field', async () => {
    const id = target.id;
    const bodies: Array<[string, object, string]> = [
      ['/admin/content', { kind: 'news', title: 't', content: 'c' }, 'body.kind'],
      ['/admin/content', { kind: 'notice', title: '', content: 'c' }, 'body.title'],
      ['/admin/content', { kind: 'notice', title: 'x'.repeat(201), content: 'c' }, 'body.title'],
      ['/admin/content', { kind: 'notice', title: 't', content: 'c'.repeat(50_001) }, 'body.content'],
      ['/admin/content', { kind: 'notice', title: 't' }, 'body.content'],
      ['/admin/content', { kind: 'notice', title: 't', content: 'c', force: 'yes' }, 'body.force'],
      ['/admin/content', { kind: 'notice', title: 't', content: 'c', siteId: 2 }, 'body.siteId'],
      ['/admin/content', { kind: 'notice', title: '   ', content: 'c' }, 'body.title'],
      ['/admin/content/update', { kind: 'notice', id }, 'body'],
      ['/admin/content/update', { kind: 'notice', id, title: 't', isForce: true }, 'body.isForce'],
      ['/admin/content/update', { kind: 'notice', id: 0, title: 't' }, 'body.id'],
      ['/admin/content/update', { kind: 'notice', id, content: '' }, 'body.content'],
      ['/admin/content/delete', { kind: 'notice' }, 'body.id'],
      ['/admin/content/delete', { kind: 'notice', id: 2_147_483_648 }, 'body.id'],
      ['/admin/content/delete', { kind: 'notice', id, force: true }, 'body.force'],
    ];
    for (const [path, body, field] of bodies) {
      const answer = await post(path, body, admin.accessToken);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer.body)!.message, JSON.stringify(body)).toBe(
        `입력값이 올바르지 않습니다. (${field})`,
      );
    }
    const queries: Array<[string, string, string]> = [
      ['/admin/content/list', '', 'querystring.kind'],
      ['/admin/content/list', '&kind=news', 'querystring.kind'],
      ['/admin/content/list', '&kind=notice&size=101', 'querystring.size'],
      ['/admin/content/list', '&kind=notice&page=0', 'querystring.page'],
      ['/admin/content/list', `&kind=notice&keyword=${'k'.repeat(101)}`, 'querystring.keyword'],
      ['/admin/content/list', '&kind=notice&siteId=2', 'querystring.siteId'],
      ['/admin/contact/list', '&status=DONE', 'querystring.status'],
      ['/admin/contact/list', '&size=0', 'querystring.size'],
      ['/admin/contact/list', '&playerId=3', 'querystring.playerId'],
    ];
    for (const [path, query, field] of queries) {
      const answer = await get(path, query, admin.accessToken);
      expect(answer.statusCode, query).toBe(400);
      expect(errorOf(answer.body)!.message, query).toBe(`입력값이 올바르지 않습니다. (${field})`);
    }
    // The rules of content beyond the schema, in the site's language.
    const forcedFaq = await post(
      '/admin/content',
      { kind: 'faq', title: 't', content: 'c', force: true },
      admin.accessToken,
    );
    expect([forcedFaq.statusCode, errorOf(forcedFaq.body)]).toEqual([
      400,
      { code: 'FORCE_NOTICE_ONLY', message: '강제 알림은 공지사항만 보낼 수 있습니다.' },
    ]);
    const scriptOnly = await post(
      '/admin/content',
      { kind: 'notice', title: 't', content: '<script>alert(1)</script>' },
      admin15.accessToken,
      SITE15,
    );
    expect([scriptOnly.statusCode, errorOf(scriptOnly.body)?.code]).toEqual([400, 'CONTENT_EMPTY']);
    expect(errorOf(scriptOnly.body)!.message).toBe(
      'The content is empty: tags that are not allowed (scripts and the like) are not kept.',
    );
    const english = await post('/admin/content/update', { kind: 'notice', id }, admin15.accessToken, SITE15);
    expect([english.statusCode, errorOf(english.body)!.message]).toEqual([
      400,
      'The input is not valid. (body)',
    ]);
    const missing = await post('/admin/content/update', { kind: 'faq', id, title: 't' }, admin.accessToken);
    expect([missing.statusCode, errorOf(missing.body)?.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
  });
});

describe('content: what players see', () => {
  it('a new notice is sanitized and listed first for players; operators also see whether it was forced', async () => {
    const created = await post<AdminContentItem>(
      '/admin/content',
      {
        kind: 'notice',
        title: '  서버 점검 안내  ',
        content:
          '<p onclick="steal()">점검합니다</p><script>alert(1)</script><img src="javascript:alert(1)">',
      },
      admin.accessToken,
    );
    expect(created.statusCode).toBe(200);
    const item = created.body.data!;
    expect(item).toMatchObject({
      kind: 'notice',
      title: '서버 점검 안내',
      content: '<p>점검합니다</p>',
      isForce: false,
      updatedAt: null,
    });
    const players = await get<Page<ContentItem>>('/content/notice', '&size=1', null);
    expect(players.body.data!.content[0]).toEqual({
      id: item.id,
      kind: 'notice',
      title: '서버 점검 안내',
      content: '<p>점검합니다</p>',
      createdAt: item.createdAt,
    });
    const operators = await get<Page<AdminContentItem>>(
      '/admin/content/list',
      `&kind=notice&keyword=${encodeURIComponent('점검 안내')}&size=5`,
      support.accessToken,
    );
    expect(operators.body.data).toMatchObject({ page: 1, size: 5 });
    expect(operators.body.data!.content[0]).toEqual(item);
  });

  it('each kind goes to its own list (a FAQ is not a notice)', async () => {
    const faq = await post<AdminContentItem>(
      '/admin/content',
      { kind: 'faq', title: '출금은 언제 되나요?', content: '<p>영업일 기준 1일</p>' },
      admin.accessToken,
    );
    expect(faq.statusCode).toBe(200);
    const faqs = await get<Page<ContentItem>>('/content/faq', '&size=1', demo1.accessToken);
    expect(faqs.body.data!.content[0]!.id).toBe(faq.body.data!.id);
    const notice = await get('/content/notice', `&id=${faq.body.data!.id}`, null);
    expect(notice.statusCode).toBe(404);
  });

  it('a forced notice reaches open pages as FORCE_NOTICE on /topic/notice/1, and only site 1', async () => {
    const client = await stomp.connect(demo1.accessToken);
    const events = await listen<ForceNoticeEvent>(client, '/topic/notice/1');
    const client15 = await stomp.connect(undefined, { id: 15, host: HOSTS.site15 });
    const events15 = await listen<ForceNoticeEvent>(client15, '/topic/notice/15');
    const forced = await post<AdminContentItem>(
      '/admin/content',
      { kind: 'notice', title: '긴급 점검', content: '<b>지금</b><script>x()</script>', force: true },
      admin.accessToken,
    );
    expect(forced.body.data).toMatchObject({ title: '긴급 점검', content: '<b>지금</b>', isForce: true });
    await until(() => events().length >= 1);
    expect(events()).toEqual([
      {
        type: 'FORCE_NOTICE',
        data: { id: forced.body.data!.id, title: '긴급 점검', content: '<b>지금</b>' },
      },
    ]);
    // The spec's own call still does the same.
    const old = await post<ContentItem>(
      '/admin/notice',
      { title: '기존 호출', content: '<p>안내</p>', force: true },
      admin.accessToken,
    );
    expect(old.statusCode).toBe(200);
    await until(() => events().length >= 2);
    expect(events()[1]).toEqual({
      type: 'FORCE_NOTICE',
      data: { id: old.body.data!.id, title: '기존 호출', content: '<p>안내</p>' },
    });
    const listed = await get<Page<AdminContentItem>>(
      '/admin/content/list',
      '&kind=notice&size=1',
      admin.accessToken,
    );
    expect(listed.body.data!.content[0]).toMatchObject({ id: old.body.data!.id, isForce: true });
    expect(events15()).toEqual([]);
  });

  it('an edited title and content show to players; scripts are stripped from edits too', async () => {
    const before = Date.now();
    const edited = await post<AdminContentItem>(
      '/admin/content/update',
      { kind: 'notice', id: target.id, title: '바뀐 제목' },
      admin.accessToken,
    );
    expect(edited.body.data).toMatchObject({ id: target.id, title: '바뀐 제목', content: '<p>대상</p>' });
    expect(edited.body.data!.updatedAt).toBeGreaterThanOrEqual(before - 1_000);
    const content = await post<AdminContentItem>(
      '/admin/content/update',
      { kind: 'notice', id: target.id, content: '<p>새 내용</p><script>document.cookie</script>' },
      admin.accessToken,
    );
    expect(content.body.data).toMatchObject({ title: '바뀐 제목', content: '<p>새 내용</p>' });
    const seen = await get<ContentItem>('/content/notice', `&id=${target.id}`, demo1.accessToken);
    expect(seen.body.data).toMatchObject({ title: '바뀐 제목', content: '<p>새 내용</p>' });
  });

  it('a deleted item is gone from the lists and its detail, for players and operators', async () => {
    const doomed = (
      await post<AdminContentItem>(
        '/admin/content',
        { kind: 'promotion', title: '끝난 이벤트', content: '<p>종료</p>' },
        admin.accessToken,
      )
    ).body.data!;
    expect((await get('/content/promotion', `&id=${doomed.id}`, null)).statusCode).toBe(200);
    const deleted = await post(
      '/admin/content/delete',
      { kind: 'promotion', id: doomed.id },
      admin.accessToken,
    );
    expect([deleted.statusCode, deleted.body.data]).toEqual([200, { id: doomed.id }]);
    const detail = await get('/content/promotion', `&id=${doomed.id}`, demo1.accessToken);
    expect([detail.statusCode, errorOf(detail.body)]).toEqual([
      404,
      { code: 'CONTENT_NOT_FOUND', message: '존재하지 않는 게시글입니다.' },
    ]);
    const list = await get<Page<ContentItem>>('/content/promotion', '&size=100', null);
    expect(list.body.data!.content.map((item) => item.id)).not.toContain(doomed.id);
    const adminList = await get<Page<AdminContentItem>>(
      '/admin/content/list',
      '&kind=promotion',
      admin.accessToken,
    );
    expect(adminList.body.data!.content.map((item) => item.id)).not.toContain(doomed.id);
    const again: Array<[string, object]> = [
      ['/admin/content/delete', { kind: 'promotion', id: doomed.id }],
      ['/admin/content/update', { kind: 'promotion', id: doomed.id, title: 'x' }],
    ];
    for (const [path, body] of again) {
      const refused = await post(path, body, admin.accessToken);
      expect([refused.statusCode, errorOf(refused.body)?.code], path).toEqual([404, 'CONTENT_NOT_FOUND']);
    }
  });
});

describe('the inquiry queue', () => {
  it("shows a player's new inquiry as waiting, then answered once the operator answers", async () => {
    const asked = await post<Contact>(
      '/contact/create',
      { playerId: demo1.user.id, question: '출금이 아직 안 됐어요' },
      demo1.accessToken,
    );
    expect(asked.statusCode).toBe(200);
    const id = asked.body.data!.id;
    const waiting = await get<Page<AdminContact>>('/admin/contact/list', '&status=WAIT', support.accessToken);
    expect(waiting.body.data!.content[0]).toEqual({
      id,
      playerId: demo1.user.id,
      username: 'demo1',
      question: '출금이 아직 안 됐어요',
      answer: null,
      status: 'WAIT',
      isAnswerRead: true,
      createdAt: asked.body.data!.createdAt,
      answeredAt: null,
    });
    const answeredBefore = await get<Page<AdminContact>>(
      '/admin/contact/list',
      '&status=ANSWERED',
      admin.accessToken,
    );
    expect(answeredBefore.body.data!.content.map((c) => c.id)).not.toContain(id);
    // The seeded answered inquiry of demo3 is there.
    expect(answeredBefore.body.data!.content.map((c) => c.username)).toContain('demo3');

    const answered = await post(
      '/admin/contact/answer',
      { id, answer: '처리되었습니다.' },
      admin.accessToken,
    );
    expect(answered.statusCode).toBe(200);
    const all = await get<Page<AdminContact>>('/admin/contact/list', '&size=2', admin.accessToken);
    expect(all.body.data).toMatchObject({ page: 1, size: 2 });
    const row = all.body.data!.content[0]!;
    expect(row).toMatchObject({ id, status: 'ANSWERED', answer: '처리되었습니다.', isAnswerRead: false });
    expect(row.answeredAt).toEqual(expect.any(Number));
    const stillWaiting = await get<Page<AdminContact>>(
      '/admin/contact/list',
      '&status=WAIT',
      admin.accessToken,
    );
    expect(stillWaiting.body.data!.content.map((c) => c.id)).not.toContain(id);
    const mine = await get<Page<Contact>>('/contact/list', '', demo1.accessToken);
    expect(mine.body.data!.content[0]).toMatchObject({ id, answer: '처리되었습니다.' });
  });
});

describe('the audit log', () => {
  it('keeps every content change and answer with what it was before and after, and the refusals', async () => {
    const { body } = await get<Page<AdminAuditEntry>>('/admin/audit', '&size=100', admin.accessToken);
    const entries = body.data!.content;
    const done = (action: string) => entries.filter((e) => e.action === action && e.status === 200).reverse();
    expect(done('POST /api/admin/content')[0]).toMatchObject({
      admin: 'admin',
      request: { kind: 'notice', title: '대상 공지' },
      before: null,
      after: { status: 200, data: { id: target.id, title: '대상 공지' } },
    });
    const updates = done('POST /api/admin/content/update');
    expect(updates[0]).toMatchObject({
      request: { kind: 'notice', id: target.id, title: '바뀐 제목' },
      before: { id: target.id, title: '대상 공지', content: '<p>대상</p>', isForce: false },
      after: { data: { title: '바뀐 제목' } },
    });
    expect(updates[1]).toMatchObject({
      before: { title: '바뀐 제목', content: '<p>대상</p>' },
      after: { data: { content: '<p>새 내용</p>' } },
    });
    expect(done('POST /api/admin/content/delete')[0]).toMatchObject({
      request: { kind: 'promotion' },
      before: { kind: 'promotion', title: '끝난 이벤트' },
      after: { data: { id: expect.any(Number) } },
    });
    expect(done('POST /api/admin/contact/answer')[0]).toMatchObject({
      before: { playerId: demo1.user.id, answer: null },
      after: { data: { answer: '처리되었습니다.' } },
    });
    const refusals = entries.filter((e) => e.status === 403).map((e) => [e.admin, e.action]);
    expect(refusals).toEqual(
      expect.arrayContaining([
        ['support9', 'POST /api/admin/content'],
        ['support9', 'POST /api/admin/content/update'],
        ['support9', 'POST /api/admin/content/delete'],
      ]),
    );
    // A refusal of another site's row keeps no "before": nothing of site 1 is written into site 15's log.
    const site15 = await get<Page<AdminAuditEntry>>('/admin/audit', '', admin15.accessToken, SITE15);
    const across = site15.body.data!.content.filter((e) => e.status === 404);
    expect(across.length).toBeGreaterThanOrEqual(3);
    for (const entry of across) expect(entry.before).toBeNull();
  });
});
