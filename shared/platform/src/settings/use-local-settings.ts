import { platformStore, useAtomValue, useSetAtom } from '../state/platform-store';

import { localSettingsAtom, updateLocalSettingsAtom } from './settings-state';

/**
 * The player's local settings and a function that changes and persists them. It names the store so that a
 * screen and `getLocalSettings()` (the sound player) always see the same settings.
 */
export function useLocalSettings() {
  const options = { store: platformStore };
  return [useAtomValue(localSettingsAtom, options), useSetAtom(updateLocalSettingsAtom, options)] as const;
}
