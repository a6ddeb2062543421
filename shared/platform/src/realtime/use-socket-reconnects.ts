import { useAtomValue } from '../state/platform-store';

import { socketReconnectsAtom } from './socket-state';

/**
 * The platform's "reconnected" signal: a counter that grows each time the socket is back after a loss.
 * A remote that keeps state from broadcasts puts it in an effect's dependencies to reload that state:
 * `const reconnects = useSocketReconnects(); useEffect(() => reload(), [reconnects]);`
 */
export function useSocketReconnects(): number {
  return useAtomValue(socketReconnectsAtom);
}
