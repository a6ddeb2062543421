import { useAtomValue } from '../state/platform-store';

import { authStatusAtom, meAtom, sessionEndReasonAtom } from './auth-state';

export function useMe() {
  return useAtomValue(meAtom);
}

export function useAuthStatus() {
  return useAtomValue(authStatusAtom);
}

export function useSessionEndReason() {
  return useAtomValue(sessionEndReasonAtom);
}
