// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { afterLoginTarget, rememberPage } from './page-memory';

describe('where a sign-in lands', () => {
  beforeEach(() => localStorage.clear());

  it('goes to /oversea when no page was remembered', () => {
    expect(afterLoginTarget()).toBe('/oversea');
  });

  it('goes back to the remembered page, query included', () => {
    rememberPage('/wallet/asset?tab=BTC');
    expect(afterLoginTarget()).toBe('/wallet/asset?tab=BTC');
  });

  it.each(['/', '/signin', '/register', '/signin?next=1'])('never goes back to %s', (page) => {
    rememberPage(page);
    expect(afterLoginTarget()).toBe('/oversea');
  });
});
