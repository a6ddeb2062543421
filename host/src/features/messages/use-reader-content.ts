import type { Contact, Message } from '@bx/contracts';
import {
  getContacts,
  getMessages,
  getUnreadCounts,
  messageKeys,
  openContact,
  queryState,
  readAllMessages,
  setUnreadCounts,
  useMe,
  type MessageReaderRequest,
  type QueryState,
} from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { loadNoticeSanitizer } from '../../shared/sanitize-notice';

export interface ReaderContent {
  messages: (Message & { html: string })[];
  contacts: Contact[];
}

/**
 * The player's messages and inquiries for the reader, asked again each time it opens. Once loaded they count
 * as read, as opening them in the spec's inquiry pages would: answers are opened one by one, messages all at
 * once, then the badges take the server's new counts.
 */
export function useReaderContent(request: MessageReaderRequest | null): QueryState<ReaderContent> {
  const userId = useMe()?.id;
  return queryState(
    useQuery({
      queryKey: messageKeys.reader(userId),
      queryFn: loadReaderContent,
      enabled: request !== null && userId !== undefined,
      staleTime: 0,
    }),
  );
}

async function loadReaderContent(): Promise<ReaderContent> {
  const [messages, contacts, sanitize] = await Promise.all([
    getMessages(),
    getContacts(),
    loadNoticeSanitizer(),
  ]);
  // Not marked read (a failed call) only leaves the badges as they were, for the next load to retry.
  markShownRead(messages.content, contacts.content).catch(() => undefined);
  return {
    messages: messages.content.map((message) => ({ ...message, html: sanitize(message.content) })),
    contacts: contacts.content,
  };
}

async function markShownRead(messages: Message[], contacts: Contact[]): Promise<void> {
  const unreadAnswers = contacts.filter((contact) => !contact.isAnswerRead);
  await Promise.all([
    ...unreadAnswers.map((contact) => openContact(contact.id)),
    messages.some((message) => !message.isRead) ? readAllMessages() : null,
  ]);
  const counts = await getUnreadCounts();
  setUnreadCounts({ create: counts.create, answer: counts.answer, contact: counts.contact });
}
