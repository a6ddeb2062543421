/** Query keys of the player's messages: the badge counts, and the reader's messages and inquiries. */
export const messageKeys = {
  all: ['messages'] as const,
  unreadCounts: (userId: number) => ['messages', 'unread-counts', userId] as const,
  reader: (userId: number | undefined) => ['messages', 'reader', userId ?? 0] as const,
};
