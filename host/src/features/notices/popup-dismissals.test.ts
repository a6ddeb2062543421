// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { closeForSession, hideForToday, isClosedThisSession, isHiddenToday } from './popup-dismissals';

const at = (local: string) => new Date(local);

describe('popups hidden for the day', () => {
  beforeEach(() => localStorage.clear());

  it('shows a popup nobody hid', () => {
    expect(isHiddenToday(7, 1, at('2026-11-23T09:00'))).toBe(false);
  });

  it('hides it for the rest of the local day, and shows it again after midnight', () => {
    hideForToday(7, 1, at('2026-11-23T09:00'));
    expect(isHiddenToday(7, 1, at('2026-11-23T09:00'))).toBe(true);
    expect(isHiddenToday(7, 1, at('2026-11-23T23:59:59'))).toBe(true);
    expect(isHiddenToday(7, 1, at('2026-11-24T00:00'))).toBe(false);
  });

  it('does not hide it again on a later day once that day has shown it', () => {
    hideForToday(7, 1, at('2026-11-23T09:00'));
    expect(isHiddenToday(7, 1, at('2026-11-24T08:00'))).toBe(false);
    // The old mark is gone: going back in time (a clock set back) does not resurrect it.
    expect(isHiddenToday(7, 1, at('2026-11-23T10:00'))).toBe(false);
  });

  it('keeps each player and each popup apart', () => {
    hideForToday(7, 1, at('2026-11-23T09:00'));
    expect(isHiddenToday(8, 1, at('2026-11-23T09:00'))).toBe(false);
    expect(isHiddenToday(7, 2, at('2026-11-23T09:00'))).toBe(false);
  });

  it('shows the popup when storage cannot be read', () => {
    hideForToday(7, 1, at('2026-11-23T09:00'));
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('blocked');
    };
    try {
      expect(isHiddenToday(7, 1, at('2026-11-23T09:00'))).toBe(false);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});

describe('popups closed for the session', () => {
  beforeEach(() => sessionStorage.clear());
  const popup = { id: 1, title: 'Welcome', html: '<p>Hello</p>' };

  it('stays closed for that player until the popup is rewritten', () => {
    closeForSession(7, popup);
    expect(isClosedThisSession(7, popup)).toBe(true);
    expect(isClosedThisSession(8, popup)).toBe(false);
    expect(isClosedThisSession(7, { ...popup, html: '<p>Hello again</p>' })).toBe(false);
    expect(isClosedThisSession(7, { ...popup, title: 'Welcome!' })).toBe(false);
  });
});
