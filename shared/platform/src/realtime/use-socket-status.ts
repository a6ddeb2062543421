import { useAtomValue } from '../state/platform-store';

import { socketStatusAtom } from './socket-state';

export function useSocketStatus() {
  return useAtomValue(socketStatusAtom);
}
