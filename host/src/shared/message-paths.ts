import type { NewMessageEvent } from '@bx/contracts';

/** The inquiry list, where "읽지 않은 메시지가 존재합니다." and the unread badges lead. */
export const INQUIRY_LIST_PATH = '/more/contact';

/** The operator messages' tab of the inquiry screen. */
export const MESSAGE_LIST_PATH = '/more/contact?tab=messages';

/**
 * Where a pushed message's alert leads: an answer opens its inquiry (the event's id is the inquiry's), an
 * operator message the message list, where it is read (it has no page of its own).
 */
export function messagePath(event: NewMessageEvent): string {
  return event.type === 'answer' ? `/more/contact/${event.data.id}` : MESSAGE_LIST_PATH;
}
