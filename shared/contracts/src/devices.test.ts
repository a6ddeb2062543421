import { describe, expect, it } from 'vitest';

import { isBlockedDevice } from './devices.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('isBlockedDevice', () => {
  it('blocks phones for MOBILE, in any letter case, and lets desktops through', () => {
    expect(isBlockedDevice('MOBILE', IPHONE)).toBe(true);
    expect(isBlockedDevice('mobile', ANDROID)).toBe(true);
    expect(isBlockedDevice('MOBILE', DESKTOP)).toBe(false);
  });

  it('blocks desktops for PC and everything for ALL', () => {
    expect(isBlockedDevice('PC', DESKTOP)).toBe(true);
    expect(isBlockedDevice('PC', IPHONE)).toBe(false);
    expect(isBlockedDevice('ALL', ANDROID)).toBe(true);
  });

  it('blocks nothing without a setting', () => {
    expect(isBlockedDevice(undefined, IPHONE)).toBe(false);
    expect(isBlockedDevice('', DESKTOP)).toBe(false);
  });
});
