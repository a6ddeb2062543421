import type { Me } from '@bx/contracts';

import { atom } from '../state/platform-store';

export type AuthStatus = 'pending' | 'success' | 'fail' | 'logout';

export const authStatusAtom = atom<AuthStatus>('pending');
authStatusAtom.debugLabel = 'authStatus';

export const meAtom = atom<Me | null>(null);
meAtom.debugLabel = 'me';
