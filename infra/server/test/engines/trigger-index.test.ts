import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { TriggerIndex } from '../../src/engines/trigger-index.js';

describe('the trigger index', () => {
  it('a tick takes exactly the triggers it crossed, against a plain model, through adds, moves and deletes', () => {
    type Op =
      | { kind: 'set'; key: number; price: number }
      | { kind: 'delete'; key: number }
      | { kind: 'take'; price: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.nat(1_500),
        price: fc.integer({ min: 1, max: 200 }),
      }),
      fc.record({ kind: fc.constant('delete' as const), key: fc.nat(1_500) }),
      fc.record({ kind: fc.constant('take' as const), price: fc.integer({ min: 1, max: 200 }) }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<'above' | 'below'>('above', 'below'),
        fc.array(op, { maxLength: 3_000 }),
        (fires, ops) => {
          const index = new TriggerIndex(fires);
          const model = new Map<string, number>();
          for (const o of ops) {
            if (o.kind === 'set') {
              index.set(`k${o.key}`, o.price);
              model.set(`k${o.key}`, o.price);
            } else if (o.kind === 'delete') {
              index.delete(`k${o.key}`);
              model.delete(`k${o.key}`);
            } else {
              const crossed = [...model]
                .filter(([, p]) => (fires === 'above' ? o.price >= p : o.price <= p))
                .map(([k]) => k);
              for (const key of crossed) model.delete(key);
              expect(index.take(o.price).sort()).toEqual(crossed.sort());
            }
          }
          const rest = [...model.keys()].sort();
          expect(index.take(fires === 'above' ? 1_000 : 0).sort()).toEqual(rest);
        },
      ),
      { numRuns: 60 },
    );
  });
});
