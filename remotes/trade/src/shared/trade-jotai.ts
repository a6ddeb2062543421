/**
 * The remote's one jotai module. The host renders this remote inside its own Provider (the platform store),
 * so the remote's atoms live in that one store; importing jotai only from here keeps that visible.
 */
export { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
export { atomWithStorage, createJSONStorage } from 'jotai/utils';
