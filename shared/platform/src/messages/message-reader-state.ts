import type { MessageType } from '@bx/contracts';

import { atom, platformStore, useAtomValue } from '../state/platform-store';

/** What the message reader opens on: everything unread, or the one message or answered inquiry named. */
export type MessageReaderRequest = { focus: { type: MessageType; id: number } | null };

const messageReaderAtom = atom<MessageReaderRequest | null>(null);
messageReaderAtom.debugLabel = 'messageReader';

/**
 * Opens the one place today where a message or an answer can be read (the more area's inquiry pages are
 * not built yet). The host draws it; any app may open it.
 */
export function openMessageReader(focus: MessageReaderRequest['focus'] = null): void {
  platformStore.set(messageReaderAtom, { focus });
}

export function closeMessageReader(): void {
  platformStore.set(messageReaderAtom, null);
}

export function useMessageReaderRequest(): MessageReaderRequest | null {
  return useAtomValue(messageReaderAtom);
}
