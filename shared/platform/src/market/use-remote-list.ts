import { useEffect, useState } from 'react';

/**
 * Loads a list once per key. A failed load keeps what was there (the spec ignores a non-200 option list),
 * so a header or drawer never blanks out on a passing error.
 */
export function useRemoteList<T>(load: () => Promise<T[]>, key: string): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setItems(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The key names what is loaded; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return items;
}
