import { describe, expect, it } from 'vitest';

import { DEFAULT_LOCAL_SETTINGS, parseLocalSettings } from './local-settings';

describe('parseLocalSettings', () => {
  it('starts from the spec defaults when nothing is stored', () => {
    expect(parseLocalSettings(null)).toEqual({
      orderCnt: [1, 3, 5, 10],
      sound: { SUCCESS: true, CANCEL: true, FILLED: true },
      tpsl: { takeProfit: 10, stopLoss: 10 },
      betEndAlarm: true,
      theme: 'dark',
    });
  });

  it('reads back what was stored', () => {
    const stored = {
      orderCnt: [2, 4],
      sound: { SUCCESS: false, CANCEL: true, FILLED: false },
      tpsl: { takeProfit: 25, stopLoss: 5 },
      betEndAlarm: false,
      theme: 'light',
    };
    expect(parseLocalSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('falls back to the defaults for text that is not JSON', () => {
    expect(parseLocalSettings('{not json')).toEqual(DEFAULT_LOCAL_SETTINGS);
    expect(parseLocalSettings('"a string"')).toEqual(DEFAULT_LOCAL_SETTINGS);
  });

  it('replaces only the fields that are missing or malformed', () => {
    const parsed = parseLocalSettings(
      JSON.stringify({
        orderCnt: [1, 'x'],
        sound: { FILLED: false },
        tpsl: { stopLoss: 'ten' },
        theme: 'sepia',
      }),
    );
    expect(parsed.orderCnt).toEqual(DEFAULT_LOCAL_SETTINGS.orderCnt);
    expect(parsed.sound).toEqual({ SUCCESS: true, CANCEL: true, FILLED: false });
    expect(parsed.tpsl).toEqual({ takeProfit: 10, stopLoss: 10 });
    expect(parsed.betEndAlarm).toBe(true);
    expect(parsed.theme).toBe('dark');
  });
});
