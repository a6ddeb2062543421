import { atom } from '../state/platform-store';

export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

export const socketStatusAtom = atom<SocketStatus>('idle');
socketStatusAtom.debugLabel = 'socketStatus';

/**
 * How many times the socket came back after it was lost (or renewed). Broadcasts sent while it was down
 * never arrive, so state built from them (a round's phase, a live list) must be fetched again after each.
 */
export const socketReconnectsAtom = atom(0);
socketReconnectsAtom.debugLabel = 'socketReconnects';
