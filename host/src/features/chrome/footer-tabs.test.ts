import type { RemoteName } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { describe, expect, it } from 'vitest';

import { footerTabsOf, tabTarget } from './footer-tabs';

const having =
  (...names: RemoteName[]) =>
  (name: RemoteName) =>
    names.includes(name);

describe('the footer tabs', () => {
  it('are the quick order, options, copy, funds, search and more tabs of a site with every area', () => {
    const tabs = footerTabsOf(() => true);
    expect(tabs.map((tab) => tab.to)).toEqual([
      '/oversea',
      '/exchange',
      '/copytrade',
      '/dnw',
      '/search',
      '/more',
    ]);
    expect(tabs.map((tab) => clientText(tab.label))).toEqual([
      '빠른주문',
      '옵션',
      '카피',
      '입출금',
      '검색',
      '더보기',
    ]);
  });

  it('lead to copy trading with the copy icon only where the site has the futures remote (its futures flag)', () => {
    const copy = footerTabsOf(having('futures', 'wallet')).find((tab) => tab.to === '/copytrade');
    expect(copy).toMatchObject({ icon: 'copy', owner: 'futures' });
    const withoutFutures = footerTabsOf(having('oversea', 'trade', 'wallet', 'search', 'more'));
    expect(withoutFutures.map((tab) => tab.to)).not.toContain('/copytrade');
  });

  it("send a visitor's trade tabs (quick order, options) to their views, the others to their pages", () => {
    const tabs = footerTabsOf(() => true);
    expect(tabs.map((tab) => tabTarget(tab, false))).toEqual([
      '/overseaView',
      '/exchangeView',
      '/copytrade',
      '/dnw',
      '/search',
      '/more',
    ]);
    expect(tabs.map((tab) => tabTarget(tab, true))).toEqual(tabs.map((tab) => tab.to));
  });
});
