import { describe, expect, it } from 'vitest';

import { isViewRouteId, tradePath } from './route-mode';

describe('route mode', () => {
  it('tells the visitor views from the player pages by the route table', () => {
    expect(isViewRouteId('trade.view')).toBe(true);
    expect(isViewRouteId('trade.view.detail')).toBe(true);
    expect(isViewRouteId('trade.exchange')).toBe(false);
    expect(isViewRouteId('trade.exchange.detail')).toBe(false);
  });

  it('opens an option on the same kind of page as the one it was picked from', () => {
    expect(tradePath('trade.exchange', 7)).toBe('/exchange/7');
    expect(tradePath('trade.view', 7)).toBe('/exchangeView/7');
  });
});
