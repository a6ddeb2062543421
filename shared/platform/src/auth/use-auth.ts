import { useAtomValue } from '../state/platform-store';

import { authStatusAtom, meAtom } from './auth-state';

export function useMe() {
  return useAtomValue(meAtom);
}

export function useAuthStatus() {
  return useAtomValue(authStatusAtom);
}
