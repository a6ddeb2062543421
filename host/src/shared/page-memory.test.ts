// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { afterLoginTarget, rememberPage } from './page-memory';

describe('where a sign-in lands', () => {
  beforeEach(() => localStorage.clear());

  it('goes to /oversea when no page was remembered', () => {
    expect(afterLoginTarget('PLAYER')).toBe('/oversea');
  });

  it('goes back to the remembered page, query included', () => {
    rememberPage('/wallet/asset?tab=BTC');
    expect(afterLoginTarget('PLAYER')).toBe('/wallet/asset?tab=BTC');
  });

  it.each(['/', '/signin', '/register', '/signin?next=1', '/no/such/page'])(
    'never goes back to %s',
    (page) => {
      rememberPage(page);
      expect(afterLoginTarget('PLAYER')).toBe('/oversea');
    },
  );

  it("takes an operator to the ops console, not to a player's screen", () => {
    expect(afterLoginTarget('ADMIN')).toBe('/admin');
    rememberPage('/oversea/3');
    expect(afterLoginTarget('ADMIN')).toBe('/admin');
    rememberPage('/admin/money');
    expect(afterLoginTarget('ADMIN')).toBe('/admin/money');
  });

  it('never takes a player to the console page an operator left in this browser', () => {
    rememberPage('/admin/money');
    expect(afterLoginTarget('PLAYER')).toBe('/oversea');
    expect(afterLoginTarget('PARTNER')).toBe('/oversea');
  });
});
