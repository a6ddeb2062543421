import { afterEach, describe, expect, it, vi } from 'vitest';

import { createStore } from '../state/platform-store';

import { DEFAULT_LOCAL_SETTINGS } from './local-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

// The atom reads storage when the module loads, so each test loads a fresh copy after stubbing storage.
async function loadState() {
  vi.resetModules();
  return import('./settings-state');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local settings state', () => {
  it('uses the defaults, and never throws, when there is no storage at all', async () => {
    vi.stubGlobal('localStorage', undefined);
    const { localSettingsAtom, updateLocalSettingsAtom } = await loadState();
    const store = createStore();
    expect(store.get(localSettingsAtom)).toEqual(DEFAULT_LOCAL_SETTINGS);
    store.set(updateLocalSettingsAtom, { betEndAlarm: false });
    expect(store.get(localSettingsAtom).betEndAlarm).toBe(false);
  });

  it('loads what an earlier visit stored under the one settings key', async () => {
    const stored = { ...DEFAULT_LOCAL_SETTINGS, orderCnt: [7] };
    vi.stubGlobal('localStorage', memoryStorage({ 'bx:settings': JSON.stringify(stored) }));
    const { localSettingsAtom } = await loadState();
    expect(createStore().get(localSettingsAtom).orderCnt).toEqual([7]);
  });

  it('merges a partial update and persists the result', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const { localSettingsAtom, updateLocalSettingsAtom, SETTINGS_STORAGE_KEY } = await loadState();
    const store = createStore();
    store.set(updateLocalSettingsAtom, { tpsl: { takeProfit: 30, stopLoss: 15 } });
    store.set(updateLocalSettingsAtom, (current) => ({
      ...current,
      sound: { ...current.sound, CANCEL: false },
    }));
    const expected = {
      ...DEFAULT_LOCAL_SETTINGS,
      tpsl: { takeProfit: 30, stopLoss: 15 },
      sound: { SUCCESS: true, CANCEL: false, FILLED: true },
    };
    expect(store.get(localSettingsAtom)).toEqual(expected);
    expect(JSON.parse(storage.items.get(SETTINGS_STORAGE_KEY) ?? 'null')).toEqual(expected);
  });

  it('keeps a change in memory when storage refuses to write', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const { localSettingsAtom, updateLocalSettingsAtom } = await loadState();
    const store = createStore();
    expect(() => store.set(updateLocalSettingsAtom, { orderCnt: [9] })).not.toThrow();
    expect(store.get(localSettingsAtom).orderCnt).toEqual([9]);
  });

  it('hands non-React code the settings of the shared platform store', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const { getLocalSettings, updateLocalSettingsAtom } = await loadState();
    const { platformStore } = await import('../state/platform-store');
    platformStore.set(updateLocalSettingsAtom, { betEndAlarm: false });
    expect(getLocalSettings().betEndAlarm).toBe(false);
  });
});
