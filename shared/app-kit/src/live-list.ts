/**
 * A list the realtime events keep after an event about one of its items: `leaves` takes the item away, else it
 * is written in its place or, new, added first. A list not loaded yet stays unloaded, for its query to fetch.
 */
export function applyListEvent<T extends { id: number }>(
  list: readonly T[] | undefined,
  item: T,
  leaves: boolean,
): T[] | undefined {
  if (list === undefined) return undefined;
  if (leaves) return list.filter((kept) => kept.id !== item.id);
  return list.some((kept) => kept.id === item.id)
    ? list.map((kept) => (kept.id === item.id ? item : kept))
    : [item, ...list];
}
