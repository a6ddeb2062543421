import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fastifyPath, readSpecCalls, type SpecCall } from './spec.js';
import { buildWorld, callAsSpecClient, type World } from './spec-values.js';

/** How many of the spec's calls the server answers today (all of them); it only goes up. */
const ANSWERED_AT_LEAST = 123;

const calls = readSpecCalls().calls.filter((c) => c.path.startsWith('/'));
const label = (c: SpecCall) => `${c.method} ${c.path}`;

let world: World;
const answered: string[] = [];
const missing: string[] = [];

beforeAll(async () => {
  world = await buildWorld();
});
afterAll(() => world.app.close());

describe('a client written to the spec alone', () => {
  // In the spec's order: a call may use what an earlier one left (a bet placed, a session).
  for (const spec of calls) {
    it(label(spec), async (context) => {
      if (!world.app.hasRoute({ method: spec.method, url: fastifyPath(spec.path) })) {
        missing.push(label(spec));
        context.skip();
      }
      const response = await callAsSpecClient(world, spec);
      const what = `${label(spec)} -> ${response.statusCode} ${response.body}`;
      expect(response.statusCode, what).toBe(200);
      const body: unknown = response.json();
      if (spec.path.startsWith('/api/')) {
        expect(body, what).toMatchObject({ status: 200 });
        expect(body, what).toHaveProperty('data');
      } else {
        // Files the host fetches as they are (like /site.json): JSON, no envelope.
        expect(body, what).toBeTypeOf('object');
      }
      answered.push(label(spec));
    });
  }

  it('answers at least as many calls as before', () => {
    console.log(
      `spec calls answered: ${answered.length} of ${calls.length} (${missing.length} not implemented yet: ${missing.join(', ')})`,
    );
    expect(answered.length + missing.length, 'every call was tried').toBe(calls.length);
    expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_AT_LEAST);
  });
});
