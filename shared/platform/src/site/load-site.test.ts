// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { platformStore } from '../state/platform-store';

import { locateSiteFromPage } from './load-site';
import { currentSiteId, siteLocatorAtom } from './site-state';

function pageNaming(content: string | null) {
  document.head.innerHTML = content === null ? '' : `<meta name="bx-site" content='${content}'>`;
}

describe('the site the page names', () => {
  afterEach(() => platformStore.set(siteLocatorAtom, null));

  it('is the site every call is tagged with before /site.json has answered', () => {
    pageNaming('{"siteInfoId":15,"code":"site15","lang":"en"}');
    expect(locateSiteFromPage()).toBe(true);
    expect(currentSiteId()).toBe(15);
    expect(platformStore.get(siteLocatorAtom)).toEqual({ siteInfoId: 15, code: 'site15', lang: 'en' });
  });

  it.each([
    ['no meta', null],
    ['text that is no JSON', 'site15'],
    ['an id that is no number', '{"siteInfoId":"15","code":"site15","lang":"en"}'],
    ['an unknown language', '{"siteInfoId":15,"code":"site15","lang":"fr"}'],
  ])('is left to /site.json when the page has %s', (_, content) => {
    pageNaming(content);
    expect(locateSiteFromPage()).toBe(false);
    expect(() => currentSiteId()).toThrow();
  });
});
