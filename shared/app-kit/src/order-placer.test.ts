import type * as platform from '@bx/platform';
import { queryClient } from '@bx/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { orderPlacer } from './order-placer';

const calls = vi.hoisted(() => [] as { method: string; path: string; json: unknown }[]);
vi.mock('@bx/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  apiRequest: async (method: string, path: string, options: { json: unknown }) => {
    calls.push({ method, path, json: options.json });
    return { id: 9 };
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('orderPlacer', () => {
  it("posts the order to the area's path and marks the player's lists stale", async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    const place = orderPlacer<{ qty: string }, { id: number }>('futures/order', ['futures', 'mine']);
    expect(await place({ qty: '0.010' })).toEqual({ id: 9 });
    expect(calls).toEqual([{ method: 'post', path: 'futures/order', json: { qty: '0.010' } }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['futures', 'mine'] });
  });
});
