import { describe, expect, it } from 'vitest';

import { signedInPathOf } from './signed-in-path';

describe('the page a logged-out view stands for', () => {
  it.each([
    ['/exchangeView', '/exchange'],
    ['/exchangeView/1', '/exchange/1'],
    ['/overseaView/12', '/oversea/12'],
    ['/futureView/BTCUSDTPERP', '/future/BTCUSDTPERP'],
  ])('%s is %s, keeping the id', (view, page) => {
    expect(signedInPathOf(view)).toBe(page);
  });

  it.each(['/exchange/1', '/more/contact', '/wallet/asset', '/exchangeViewer'])('%s is no view', (path) => {
    expect(signedInPathOf(path)).toBeNull();
  });
});
