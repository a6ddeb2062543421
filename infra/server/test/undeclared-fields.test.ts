import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';

import { lazySerializers } from '../src/lazy-schemas.js';
import { undeclaredFields } from '../src/undeclared-fields.js';

const Row = Type.Object({ id: Type.Integer(), name: Type.String() });

describe('undeclaredFields', () => {
  it('names the fields an object has beyond its schema, nested in objects and arrays', () => {
    const schema = Type.Object({ status: Type.Literal(200), data: Type.Object({ rows: Type.Array(Row) }) });
    const answer = {
      status: 200,
      data: {
        rows: [
          { id: 1, name: 'a' },
          { id: 2, name: 'b', secret: 'x' },
        ],
        total: 2,
      },
      extra: true,
    };
    expect(undeclaredFields(schema, answer)).toEqual(['data.rows[1].secret', 'data.total', 'extra']);
  });

  it('finds nothing in an answer its schema declares whole', () => {
    const schema = Type.Object({ row: Row, note: Type.Optional(Type.String()) });
    expect(undeclaredFields(schema, { row: { id: 1, name: 'a' }, note: undefined })).toEqual([]);
  });

  it('lets records, open objects and Any through, and checks what they declare inside', () => {
    const schema = Type.Object({
      byName: Type.Record(Type.String(), Row),
      open: Type.Object({}, { additionalProperties: true }),
      anything: Type.Any(),
    });
    const answer = {
      byName: { a: { id: 1, name: 'a' }, b: { id: 2, name: 'b', secret: 1 } },
      open: { whatever: 1 },
      anything: { deep: { more: 1 } },
    };
    expect(undeclaredFields(schema, answer)).toEqual(['byName.b.secret']);
  });

  it('follows a union through the branch the answer matches, and an intersection through all its parts', () => {
    const schema = Type.Object({
      either: Type.Union([Type.Null(), Row]),
      both: Type.Intersect([Row, Type.Object({ at: Type.String() })]),
    });
    expect(undeclaredFields(schema, { either: null, both: { id: 1, name: 'a', at: 'x' } })).toEqual([]);
    expect(
      undeclaredFields(schema, {
        either: { id: 1, name: 'a', x: 1 },
        both: { id: 1, name: 'a', at: 'x', y: 2 },
      }),
    ).toEqual(['either.x', 'both.y']);
  });
});

describe('serializers that check the answers', () => {
  async function appAnswering(check: boolean) {
    const app = Fastify({
      schemaController: { compilersFactory: { buildSerializer: lazySerializers(check) } },
    });
    app.get('/row', { schema: { response: { 200: Row } } }, async () => ({ id: 1, name: 'a', secret: 'x' }));
    await app.ready();
    return app;
  }

  it('fail an answer with a field its schema does not declare, naming the route and the field', async () => {
    const app = await appAnswering(true);
    const response = await app.inject({ url: '/row' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('GET /row 200 answers fields its schema does not declare: secret');
  });

  it('are needed: without the check Fastify drops the field without a word', async () => {
    const app = await appAnswering(false);
    const response = await app.inject({ url: '/row' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'a' });
  });
});
