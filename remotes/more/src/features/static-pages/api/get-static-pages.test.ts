import { CLIENT_MESSAGES, type ContentItem } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { pickStaticPage } from './get-static-pages';

const page = (id: number, title: string): ContentItem => ({
  id,
  kind: 'static',
  title,
  content: `<p>${id}</p>`,
  createdAt: 0,
});

describe('pickStaticPage', () => {
  const pages = [page(1, CLIENT_MESSAGES.TITLE_TERMS.ko), page(2, ` ${CLIENT_MESSAGES.TITLE_PRIVACY.en} `)];

  it('finds the page by its title in either language', () => {
    expect(pickStaticPage(pages, 'TITLE_TERMS')?.id).toBe(1);
    expect(pickStaticPage(pages, 'TITLE_PRIVACY')?.id).toBe(2);
  });

  it('finds nothing when the site has not published it', () => {
    expect(pickStaticPage([pages[0]!], 'TITLE_PRIVACY')).toBeNull();
  });
});
