import { atom } from '../../../shared/trade-jotai';

/** Server clock minus this device's clock, in ms; every countdown of the screen adds it to Date.now(). */
export const serverOffsetAtom = atom(0);
serverOffsetAtom.debugLabel = 'trade/serverOffset';
