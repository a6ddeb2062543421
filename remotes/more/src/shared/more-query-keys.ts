import { messageKeys } from '@bx/platform';

/**
 * The roots of this area's keys. The player's messages and inquiries sit under the platform's `messageKeys.all`,
 * so one invalidation (a new message pushed, a read-all) refreshes the badge counts and every list together.
 */
export const moreKeys = {
  content: ['content'] as const,
  mine: (userId: number) => [...messageKeys.all, 'more', userId] as const,
  /** The partner page's reads (its own record, profits, sub-partners, players), per account. */
  partner: (userId: number) => ['more', 'partner', userId] as const,
  /**
   * An opened inquiry. Outside `messageKeys.all` on purpose: opening one marks its answer read and refreshes
   * every message query, which must not include the opening itself or it would open again and again.
   */
  openedContact: (userId: number, id?: number) =>
    id === undefined ? (['more', 'contact', userId] as const) : (['more', 'contact', userId, id] as const),
};
