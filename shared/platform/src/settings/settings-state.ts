import { atom, platformStore } from '../state/platform-store';

import { parseLocalSettings, type LocalSettings } from './local-settings';

/** One unlocalised key for every local setting, readable by the host and every remote alike. */
export const SETTINGS_STORAGE_KEY = 'bx:settings';

export type LocalSettingsUpdate = Partial<LocalSettings> | ((current: LocalSettings) => LocalSettings);

// Storage can be missing (Node, tests) or refuse access (some private modes): settings then last the page.
function readSettings(): LocalSettings {
  try {
    return parseLocalSettings(globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY) ?? null);
  } catch {
    return parseLocalSettings(null);
  }
}

function writeSettings(settings: LocalSettings): void {
  try {
    globalThis.localStorage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // A full or locked storage keeps the change in memory rather than failing the player's tap.
  }
}

export const localSettingsAtom = atom<LocalSettings>(readSettings());
localSettingsAtom.debugLabel = 'localSettings';

/** Write-only action: applies an update and persists the result. */
export const updateLocalSettingsAtom = atom(null, (get, set, update: LocalSettingsUpdate) => {
  const current = get(localSettingsAtom);
  const next = typeof update === 'function' ? update(current) : { ...current, ...update };
  set(localSettingsAtom, next);
  writeSettings(next);
});
updateLocalSettingsAtom.debugLabel = 'updateLocalSettings';

/** For code outside React, such as the sound player deciding whether a sound is switched on. */
export function getLocalSettings(): LocalSettings {
  return platformStore.get(localSettingsAtom);
}
