import { describe, expect, it } from 'vitest';

import { isViewRouteId } from './route-mode';

describe('isViewRouteId', () => {
  it('tells the visitor view from the player pages by the route table', () => {
    expect(isViewRouteId('oversea.view')).toBe(true);
    expect(isViewRouteId('oversea.list')).toBe(false);
    expect(isViewRouteId('oversea.detail')).toBe(false);
  });
});
