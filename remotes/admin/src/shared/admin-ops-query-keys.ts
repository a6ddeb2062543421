import type { AdminContactStatus, ContentKind } from '@bx/contracts';

/**
 * Query keys of the console's player detail, trading, coupon, content, inquiry and live-chat screens, under the
 * console's root (`['admin']`, as src/shared/admin-query-keys.ts). A change invalidates the root of what it
 * changes and the audit log (`adminKeys.audit`).
 */
export const opsKeys = {
  playerAll: ['admin', 'player'] as const,
  player: (playerId: number) => [...opsKeys.playerAll, playerId] as const,
  partners: ['admin', 'partners'] as const,
  optionsAll: ['admin', 'options'] as const,
  tradeOptions: ['admin', 'options', 'trade'] as const,
  futuresOptions: ['admin', 'options', 'futures'] as const,
  overseaOptions: ['admin', 'options', 'oversea'] as const,
  coupons: ['admin', 'coupons'] as const,
  contentAll: ['admin', 'content'] as const,
  content: (kind: ContentKind) => [...opsKeys.contentAll, kind] as const,
  contactsAll: ['admin', 'contacts'] as const,
  contacts: (status: AdminContactStatus) => [...opsKeys.contactsAll, status] as const,
  chatRooms: ['admin', 'chat', 'rooms'] as const,
  chatHistory: (playerId: number) => ['admin', 'chat', 'history', playerId] as const,
};
