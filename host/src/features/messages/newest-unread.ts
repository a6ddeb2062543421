import type { UnreadCounts } from '@bx/contracts';
import { getContactCheck, getContacts, getMessages, type NewestUnread } from '@bx/platform';

/**
 * The newest unread operator message and the newest inquiry with an unread answer. The lists are asked
 * for only when the counts (messages) or the contact check (answers) say something is unread.
 */
export async function newestUnread(counts: UnreadCounts): Promise<NewestUnread> {
  const [messages, contacts] = await Promise.all([
    counts.create + counts.answer > 0 ? getMessages() : null,
    getContactCheck().then(({ unread }) => (unread ? getContacts() : null)),
  ]);
  const unreadMessages = messages?.content.filter((message) => !message.isRead) ?? [];
  const unreadAnswers = contacts?.content.filter((contact) => !contact.isAnswerRead) ?? [];
  return {
    message: Math.max(0, ...unreadMessages.map((message) => message.id)),
    contact: Math.max(0, ...unreadAnswers.map((contact) => contact.id)),
  };
}
