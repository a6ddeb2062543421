import { parseSiteFlags } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { menuGroups } from './menu-entries';

const paths = (type: string) =>
  menuGroups(parseSiteFlags(type)).flatMap((group) => group.entries.map((entry) => entry.to));

describe('the more menu', () => {
  it('always offers the help pages, the account pages and the documents', () => {
    expect(paths('000000')).toEqual(
      expect.arrayContaining([
        '/more/notice',
        '/more/contact',
        '/support/more/faq',
        '/more/livechat',
        '/support/invest_info',
        '/more/economic',
        '/more/mypage',
        '/more/change_password',
        '/more/setting',
        '/more/terms',
        '/more/privacy',
        '/wallet/asset',
      ]),
    );
  });

  it('offers binary options, trade history and P2P only on sites with those flags', () => {
    expect(paths('000000')).not.toEqual(expect.arrayContaining(['/exchange']));
    expect(paths('000000')).not.toContain('/wallet/history');
    expect(paths('000000')).not.toContain('/wallet/p2p');
    expect(paths('000001')).toEqual(expect.arrayContaining(['/exchange', '/wallet/history']));
    expect(paths('000100')).toContain('/wallet/history');
    expect(paths('000100')).not.toContain('/exchange');
    expect(paths('001000')).toContain('/wallet/p2p');
  });

  it('puts the messages badge on the inquiry entry and the chat badge on the live chat entry, nowhere else', () => {
    const badged = menuGroups(parseSiteFlags('111111'))
      .flatMap((group) => group.entries)
      .filter((entry) => entry.badge !== undefined);
    expect(badged.map((entry) => [entry.to, entry.badge])).toEqual([
      ['/more/contact', 'messages'],
      ['/more/livechat', 'chat'],
    ]);
  });
});
