import { routeById } from '@bx/app-kit';
import type { SiteFlags, UserRole } from '@bx/contracts';

import { CHAT_ROLES } from '../../../shared/chat-roles';
import { type MoreTextCode } from '../../../shared/more-text';

export interface MenuEntry {
  label: MoreTextCode;
  to: string;
  /** Which unread count its badge shows: the messages and answers to inquiries, or the live chat's lines. */
  badge?: MenuBadge;
}

export type MenuBadge = 'messages' | 'chat';

export interface MenuGroup {
  label: MoreTextCode;
  entries: MenuEntry[];
}

/** A menu entry with what decides whether it shows: its route (the site flags it needs) and who may open it. */
interface MenuItem {
  routeId: string;
  entry: MenuEntry;
  /** The account roles that see it; every role when absent. */
  roles?: readonly UserRole[];
}

/** An entry by route id: its path and, unless named, its title from the route table. */
const entry = (routeId: string, label?: MoreTextCode, extra: Partial<MenuEntry> = {}): MenuItem => {
  const route = routeById(routeId);
  if (!route) throw new Error(`no route ${routeId}`);
  return { routeId, entry: { label: label ?? route.title!, to: route.path, ...extra } };
};

/** The more menu in the spec's terms: support first, then the account, funds and the documents. */
const GROUPS = [
  {
    label: 'MORE_GROUP_SUPPORT',
    entries: [
      entry('more.notice', 'MENU_NOTICES'),
      entry('more.contact', 'INQUIRY', { badge: 'messages' }),
      // /support/more/:x names its page in the path: the FAQ's is faq.
      { routeId: 'support.more', entry: { label: 'FAQ', to: '/support/more/faq' } },
      { ...entry('more.livechat', undefined, { badge: 'chat' }), roles: CHAT_ROLES },
      entry('support.investInfo'),
      entry('more.economic'),
    ],
  },
  {
    label: 'MORE_GROUP_ACCOUNT',
    entries: [
      entry('more.mypage'),
      // An operator signed in on the player's screens finds the way back to the console here.
      { ...entry('admin.site'), roles: ['ADMIN'] },
      // The partner's own page: its code, referral link, profits and the accounts under it.
      { ...entry('more.partner', 'TITLE_PARTNER'), roles: ['PARTNER'] },
      entry('more.changePassword'),
      entry('more.setting'),
    ],
  },
  {
    label: 'MORE_GROUP_ASSETS',
    entries: [
      entry('trade.exchange', 'MORE_AREA_BINARY'),
      entry('wallet.asset'),
      entry('wallet.dnwHistory'),
      entry('wallet.history'),
      entry('wallet.p2p'),
    ],
  },
  {
    label: 'MORE_GROUP_POLICIES',
    entries: [entry('more.terms'), entry('more.privacy')],
  },
] as const satisfies readonly { label: MoreTextCode; entries: MenuItem[] }[];

/**
 * The groups this site shows this account. An entry whose route needs site flags (binary options, trade history,
 * P2P) appears only when the site has one of them, as the route table says: the host would refuse the route
 * anyway. An entry for some roles (the partner page) appears only to an account of one of them.
 */
export function menuGroups(flags: SiteFlags, role?: UserRole): MenuGroup[] {
  return GROUPS.map((group) => ({
    label: group.label,
    entries: group.entries
      .filter(
        (item: MenuItem) => item.roles === undefined || (role !== undefined && item.roles.includes(role)),
      )
      .filter(({ routeId }) => {
        const needs = routeById(routeId)?.flags;
        return needs === undefined || needs.some((flag) => flags[flag]);
      })
      .map(({ entry: shown }) => shown),
  })).filter((group) => group.entries.length > 0);
}
