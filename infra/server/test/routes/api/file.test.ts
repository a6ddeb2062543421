import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import type { LoginResult, UploadedFile } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login, testConfig } from '../../helper.js';
import { multipartBody, SAMPLES, type Part } from '../../multipart-body.js';

let app: FastifyInstance;
let dataDir: string;
let demo1: LoginResult;
let demo2: LoginResult;
let admin: LoginResult;

beforeAll(async () => {
  dataDir = (await testConfig()).dataDir;
  app = await buildTestApp({ config: { dataDir } });
  [demo1, demo2, admin] = await Promise.all([login(app, 'demo1'), login(app, 'demo2'), login(app, 'admin')]);
});
afterAll(async () => {
  await app.close();
  const { rm } = await import('node:fs/promises');
  await rm(dataDir, { recursive: true, force: true });
});

function upload<T = UploadedFile>(parts: readonly Part[], token: string | null, host: string = HOSTS.main) {
  const { payload, headers } = multipartBody(parts);
  const siteInfoId = host === HOSTS.site15 ? 15 : 1;
  return call<T>(app, {
    method: 'POST',
    url: `/api/file?siteInfoId=${siteInfoId}`,
    headers: { host, ...headers, ...(token === null ? {} : bearer(token)) },
    payload,
  });
}

const png = (bytes = SAMPLES.png()): Part => ({
  name: 'file',
  filename: 'receipt.png',
  contentType: 'image/png',
  bytes,
});

function download(id: string, token: string, host: string = HOSTS.main) {
  const siteInfoId = host === HOSTS.site15 ? 15 : 1;
  return app.inject({
    method: 'GET',
    url: `/api/file/${id}?siteInfoId=${siteInfoId}`,
    headers: { host, ...bearer(token) },
  });
}

/** What a refusal must leave alone: no row, and no bytes on disk. */
async function stored(): Promise<{ rows: number; files: number }> {
  const [row] = await app.db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM file');
  const files = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return { rows: row!.rows, files: files.filter((f) => f.isFile()).length };
}

describe('POST /api/file refusals store nothing', () => {
  it('401 without a session, 403 for an operator, 403 for a blocked player', async () => {
    const before = await stored();
    expect((await upload([png()], null)).statusCode).toBe(401);
    const byAdmin = await upload([png()], admin.accessToken);
    expect(byAdmin.statusCode).toBe(403);
    expect(errorOf(byAdmin.body)?.code).toBe('NO_PERMISSION');

    const demo3 = await login(app, 'demo3');
    const playerId = (await app.repos.users.findByUsername(1, 'demo3'))!.id;
    const blocked = await call(app, {
      method: 'POST',
      url: '/api/admin/player/access?siteInfoId=1',
      headers: { host: HOSTS.main, ...bearer(admin.accessToken) },
      payload: { playerId, status: 'DENY' },
    });
    expect(blocked.statusCode).toBe(200);
    const denied = await upload([png()], demo3.accessToken);
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied.body)?.code).toBe('ACCOUNT_DENIED');
    expect(await stored()).toEqual(before);
  });

  it('refuses wrong magic bytes whatever the claimed type, an oversize file, and malformed forms', async () => {
    const before = await stored();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const claimed = await upload([png(html)], demo1.accessToken);
    expect(claimed.statusCode).toBe(400);
    expect(errorOf(claimed.body)).toMatchObject({
      code: 'FILE_TYPE_UNSUPPORTED',
      message: 'PNG, JPEG, WEBP 이미지 또는 PDF 파일만 올릴 수 있습니다.',
    });
    const gif = await upload([png(Buffer.from('GIF89a.....'))], demo1.accessToken);
    expect(errorOf(gif.body)?.code).toBe('FILE_TYPE_UNSUPPORTED');
    const riffNotWebp = await upload([png(Buffer.from('RIFF\0\0\0\0WAVEfmt '))], demo1.accessToken);
    expect(errorOf(riffNotWebp.body)?.code).toBe('FILE_TYPE_UNSUPPORTED');

    const oversize = await upload([png(SAMPLES.png(5 * 1024 * 1024 + 1))], demo1.accessToken);
    expect(oversize.statusCode).toBe(413);
    expect(errorOf(oversize.body)?.code).toBe('FILE_TOO_LARGE');

    const refusals: Array<[Part[], number, string]> = [
      [[], 400, 'FILE_REQUIRED'],
      [[{ name: 'purpose', value: 'ID' }], 400, 'FILE_REQUIRED'],
      [[png(), png()], 400, 'VALIDATION'],
      [[{ ...png(), name: 'other' }], 400, 'VALIDATION'],
      [[{ name: 'purpose', value: 'SELFIE' }, png()], 400, 'VALIDATION'],
      [[{ name: 'note', value: 'x' }, png()], 400, 'VALIDATION'],
      [[png(Buffer.alloc(0))], 400, 'FILE_REQUIRED'],
    ];
    for (const [parts, status, code] of refusals) {
      const { statusCode, body } = await upload(parts, demo1.accessToken);
      expect(statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(status);
      expect(errorOf(body)?.code).toBe(code);
    }
    const json = await call(app, {
      method: 'POST',
      url: '/api/file?siteInfoId=1',
      headers: { host: HOSTS.main, ...bearer(demo1.accessToken) },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });
});

describe('an upload', () => {
  it('keeps each accepted kind by its bytes under a random name in the data directory', async () => {
    const bytes = SAMPLES.png(2048);
    const { statusCode, body } = await upload(
      [{ name: 'purpose', value: 'ID' }, png(bytes)],
      demo1.accessToken,
    );
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ id: expect.any(String), mime: 'image/png', size: 2048, purpose: 'ID' });
    const [row] = await app.db.query<{ path: string; sha256: string; owner: number; site: number }>(
      'SELECT path, sha256, owner_id AS owner, site_id AS site FROM file WHERE id = $1',
      [body.data!.id],
    );
    expect(row).toMatchObject({ owner: demo1.user.id, site: 1 });
    expect(row!.path).toMatch(/^files\/1\/[0-9a-f]{32}$/);
    expect(row!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await readFile(path.join(dataDir, row!.path))).toEqual(bytes);
    expect((await stat(path.join(dataDir, row!.path))).mode & 0o777).toBe(0o600);

    // The client's content type counts for nothing: a JPEG sent as a PDF is a JPEG.
    for (const [sample, mime] of [
      [SAMPLES.jpeg(), 'image/jpeg'],
      [SAMPLES.webp(), 'image/webp'],
      [SAMPLES.pdf(), 'application/pdf'],
    ] as const) {
      const sent = await upload(
        [{ name: 'file', filename: 'a.pdf', contentType: 'application/pdf', bytes: sample }],
        demo1.accessToken,
      );
      expect(sent.body.data).toMatchObject({ mime, purpose: 'RECEIPT', size: sample.length });
    }
  });

  it('is served to its owner and the operators of its site only; anyone else gets 404', async () => {
    const bytes = SAMPLES.png(300);
    const image = (await upload([png(bytes)], demo1.accessToken)).body.data!;
    const pdf = (
      await upload(
        [{ name: 'file', filename: 'r.pdf', contentType: 'application/pdf', bytes: SAMPLES.pdf() }],
        demo1.accessToken,
      )
    ).body.data!;

    const mine = await download(image.id, demo1.accessToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload).toEqual(bytes);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'private, no-cache',
    });
    // The site's security headers stay on, and do not break the download.
    expect(mine.headers['content-security-policy']).toContain("default-src 'self'");
    const asPdf = await download(pdf.id, admin.accessToken);
    expect(asPdf.statusCode).toBe(200);
    expect(asPdf.headers['content-type']).toBe('application/pdf');
    expect(asPdf.headers['content-disposition']).toBe(`attachment; filename="${pdf.id}.pdf"`);

    const other = await download(image.id, demo2.accessToken);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('FILE_NOT_FOUND');
    const site15Admin = await login(app, 'admin', 15, HOSTS.site15);
    expect((await download(image.id, site15Admin.accessToken, HOSTS.site15)).statusCode).toBe(404);
    const unknown = await download('00000000-0000-4000-8000-000000000000', demo1.accessToken);
    expect(unknown.statusCode).toBe(404);
    expect((await download('..%2F..%2Fjwt-secret', demo1.accessToken)).statusCode).toBe(400);
  });
});
