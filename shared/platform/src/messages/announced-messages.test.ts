// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { hasUnannounced, rememberAnnounced } from './announced-messages';

describe('which unread messages were announced', () => {
  beforeEach(() => localStorage.clear());

  it('announces an unread message once: after it was announced, a reload finds nothing new', () => {
    expect(hasUnannounced(7, { message: 12, contact: 0 })).toBe(true);
    rememberAnnounced(7, { message: 12, contact: 0 });
    expect(hasUnannounced(7, { message: 12, contact: 0 })).toBe(false);
  });

  it('announces a newer message or a newer answer again', () => {
    rememberAnnounced(7, { message: 12, contact: 3 });
    expect(hasUnannounced(7, { message: 13, contact: 3 })).toBe(true);
    expect(hasUnannounced(7, { message: 12, contact: 4 })).toBe(true);
    expect(hasUnannounced(7, { message: 0, contact: 0 })).toBe(false);
  });

  it('keeps each player apart, and never goes back to an older id', () => {
    rememberAnnounced(7, { message: 12, contact: 3 });
    rememberAnnounced(7, { message: 5 });
    expect(hasUnannounced(7, { message: 12, contact: 3 })).toBe(false);
    expect(hasUnannounced(8, { message: 12, contact: 0 })).toBe(true);
  });

  it('treats unreadable storage as nothing announced yet', () => {
    localStorage.setItem('bx:announced-messages:7', '{not json');
    expect(hasUnannounced(7, { message: 1, contact: 0 })).toBe(true);
  });
});
