import type { ContentItem } from '@bx/contracts';

import { apiRequest } from '../http/http-client';
import { atom, platformStore, useAtomValue } from '../state/platform-store';

/** Notices to show in the host's notice dialog: asked for by id by any app, or pushed by the server. */
export type NoticeRequest = { id: number } | { notice: Pick<ContentItem, 'id' | 'title' | 'content'> };

const noticeQueueAtom = atom<NoticeRequest[]>([]);
noticeQueueAtom.debugLabel = 'noticeQueue';

export function openNoticeDialog(request: NoticeRequest): void {
  platformStore.set(noticeQueueAtom, (queue) => [...queue, request]);
}

export function closeNoticeDialog(): void {
  platformStore.set(noticeQueueAtom, (queue) => queue.slice(1));
}

export function useCurrentNoticeRequest(): NoticeRequest | undefined {
  return useAtomValue(noticeQueueAtom)[0];
}

/** Query key of one notice. */
export const noticeKeys = { detail: (id: number) => ['content', 'notice', id] as const };

export function getNotice(id: number): Promise<ContentItem> {
  return apiRequest<ContentItem>('get', 'content/notice', { query: { id } });
}
