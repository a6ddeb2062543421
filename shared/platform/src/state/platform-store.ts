/**
 * The package's one jotai module. The store is explicit so that non-React code (the socket, the HTTP
 * client) writes into the same state the screens read; the host and every remote share this package as a
 * singleton, so there is exactly one store on the page.
 */
import { atom, createStore, Provider, useAtomValue, useSetAtom } from 'jotai';

export const platformStore = createStore();

export { atom, createStore, Provider, useAtomValue, useSetAtom };
