import { describe, expect, it } from 'vitest';

import { isViewRoute, routeOfPath, tradingPathOf } from './route-table';

describe('the page a logged-out view stands for', () => {
  it.each([
    ['/exchangeView', '/exchange'],
    ['/exchangeView/1', '/exchange/1'],
    ['/overseaView/12', '/oversea/12'],
    ['/futureView/BTCUSDTPERP', '/future/BTCUSDTPERP'],
  ])('%s is %s, keeping the id', (view, page) => {
    expect(tradingPathOf(view)).toBe(page);
  });

  it.each(['/exchange/1', '/more/contact', '/wallet/asset', '/exchangeViewer'])('%s is no view', (path) => {
    expect(tradingPathOf(path)).toBeNull();
    expect(isViewRoute(routeOfPath(path))).toBe(false);
  });

  it('names the views by the route table, whatever their paths spell', () => {
    expect(isViewRoute(routeOfPath('/overseaView/3'))).toBe(true);
    expect(isViewRoute(routeOfPath('/oversea/3'))).toBe(false);
  });
});
