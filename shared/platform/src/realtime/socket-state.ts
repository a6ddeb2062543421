import { atom } from '../state/platform-store';

export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

export const socketStatusAtom = atom<SocketStatus>('idle');
socketStatusAtom.debugLabel = 'socketStatus';
