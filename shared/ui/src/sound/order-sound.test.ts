import { DEFAULT_LOCAL_SETTINGS } from '@bx/platform';
import { describe, expect, it } from 'vitest';

import { isSoundOn, orderSoundFor } from './order-sound';

describe('orderSoundFor', () => {
  it.each(['LIMIT', 'STOPLIMIT', 'STOPMARKET'])('confirms placing and cancelling a %s order', (type) => {
    expect(orderSoundFor('ORDER_SUCCESS', type)).toBe('success');
    expect(orderSoundFor('ORDER_CANCEL', type)).toBe('cancel');
  });

  it.each(['MARKET', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION'])(
    'stays silent on placing or cancelling %s',
    (type) => {
      expect(orderSoundFor('ORDER_SUCCESS', type)).toBeNull();
      expect(orderSoundFor('ORDER_CANCEL', type)).toBeNull();
    },
  );

  it.each(['LIMIT', 'MARKET', 'LIQUIDATION'])('chimes on every fill, %s included', (type) => {
    expect(orderSoundFor('ORDER_FILLED', type)).toBe('filled');
  });

  it('stays silent on events that are not placing, cancelling or filling', () => {
    expect(orderSoundFor('ORDER_UPDATE', 'LIMIT')).toBeNull();
    expect(orderSoundFor('POSITION_OPEN', 'LIMIT')).toBeNull();
  });
});

describe('isSoundOn', () => {
  const withSound = (sound: Partial<typeof DEFAULT_LOCAL_SETTINGS.sound>) => ({
    ...DEFAULT_LOCAL_SETTINGS,
    sound: { ...DEFAULT_LOCAL_SETTINGS.sound, ...sound },
  });

  it('plays every sound with the default settings', () => {
    (['success', 'cancel', 'filled', 'long', 'short'] as const).forEach((name) =>
      expect(isSoundOn(name, DEFAULT_LOCAL_SETTINGS)).toBe(true),
    );
  });

  it('follows the flag of each sound', () => {
    expect(isSoundOn('filled', withSound({ FILLED: false }))).toBe(false);
    expect(isSoundOn('success', withSound({ FILLED: false }))).toBe(true);
    expect(isSoundOn('cancel', withSound({ CANCEL: false }))).toBe(false);
  });

  it('silences long and short with the order-success flag', () => {
    expect(isSoundOn('long', withSound({ SUCCESS: false }))).toBe(false);
    expect(isSoundOn('short', withSound({ SUCCESS: false }))).toBe(false);
  });
});
