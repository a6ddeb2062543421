import { atom, platformStore, useAtomValue } from '../state/platform-store';

/** Unread messages by type (create, answer, contact…), as the server counts them or as they arrive. */
export type UnreadByType = Record<string, number>;

const unreadCountsAtom = atom<UnreadByType>({});
unreadCountsAtom.debugLabel = 'unreadCounts';

const unreadTotalAtom = atom((get) =>
  Object.values(get(unreadCountsAtom)).reduce((sum, count) => sum + count, 0),
);

export function setUnreadCounts(counts: UnreadByType): void {
  platformStore.set(unreadCountsAtom, counts);
}

export function incrementUnread(type: string): void {
  platformStore.set(unreadCountsAtom, (counts) => ({ ...counts, [type]: (counts[type] ?? 0) + 1 }));
}

export function clearUnreadCounts(): void {
  platformStore.set(unreadCountsAtom, {});
}

export function getUnreadTotal(): number {
  return platformStore.get(unreadTotalAtom);
}

export function useUnreadTotal(): number {
  return useAtomValue(unreadTotalAtom);
}

/** The badge text: nothing at zero, the count up to 99, then 99+. */
export function unreadBadge(total: number): string | null {
  if (total <= 0) return null;
  return total > 99 ? '99+' : String(total);
}
