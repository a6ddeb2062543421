import { parseSiteFlags, type UserRole } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { menuGroups } from './menu-entries';

const paths = (type: string, role: UserRole = 'PLAYER') =>
  menuGroups(parseSiteFlags(type), role).flatMap((group) => group.entries.map((entry) => entry.to));

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
    const badged = menuGroups(parseSiteFlags('111111'), 'PLAYER')
      .flatMap((group) => group.entries)
      .filter((entry) => entry.badge !== undefined);
    expect(badged.map((entry) => [entry.to, entry.badge])).toEqual([
      ['/more/contact', 'messages'],
      ['/more/livechat', 'chat'],
    ]);
  });

  it('offers the partner page to partner accounts only, and the live chat to players and traders only', () => {
    expect(paths('000000', 'PARTNER')).toContain('/more/partner');
    expect(paths('000000', 'PARTNER')).not.toContain('/more/livechat');
    for (const role of ['PLAYER', 'TRADER', 'ADMIN'] as const)
      expect(paths('000000', role)).not.toContain('/more/partner');
    expect(paths('000000', 'TRADER')).toContain('/more/livechat');
    expect(paths('000000', 'ADMIN')).not.toContain('/more/livechat');
    const account = menuGroups(parseSiteFlags('000000'), 'PARTNER').find(
      (group) => group.label === 'MORE_GROUP_ACCOUNT',
    );
    expect(account?.entries.find((entry) => entry.to === '/more/partner')?.label).toBe('TITLE_PARTNER');
  });

  it('links an operator to the ops console, and no one else', () => {
    expect(paths('000000', 'ADMIN')).toContain('/admin');
    for (const role of ['PLAYER', 'TRADER', 'PARTNER'] as const)
      expect(paths('000000', role)).not.toContain('/admin');
  });
});
