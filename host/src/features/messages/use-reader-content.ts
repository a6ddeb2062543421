import type { Contact, Message } from '@bx/contracts';
import {
  getContacts,
  getMessages,
  getUnreadCounts,
  openContact,
  readAllMessages,
  setUnreadCounts,
  type MessageReaderRequest,
} from '@bx/platform';
import { useEffect, useState } from 'react';

import { loadNoticeSanitizer } from '../../shared/sanitize-notice';

export interface ReaderContent {
  messages: (Message & { html: string })[];
  contacts: Contact[];
}

export type ReaderState = ReaderContent | 'loading' | 'failed';

/**
 * The player's messages and inquiries for the reader. Once shown they count as read, as opening them in
 * the spec's inquiry pages would: answers are opened one by one, messages all at once, then the badges
 * take the server's new counts.
 */
export function useReaderContent(request: MessageReaderRequest | null, attempt: number): ReaderState {
  const [state, setState] = useState<ReaderState>('loading');
  useEffect(() => {
    if (!request) return undefined;
    let live = true;
    setState('loading');
    Promise.all([getMessages(), getContacts(), loadNoticeSanitizer()]).then(
      ([messages, contacts, sanitize]) => {
        if (!live) return;
        setState({
          messages: messages.content.map((message) => ({ ...message, html: sanitize(message.content) })),
          contacts: contacts.content,
        });
        // Not marked read (a failed call) only leaves the badges as they were, for the next load to retry.
        markShownRead(messages.content, contacts.content).catch(() => undefined);
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [request, attempt]);
  return state;
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
