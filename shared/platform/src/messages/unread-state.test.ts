import { describe, expect, it } from 'vitest';

import {
  clearUnreadCounts,
  getUnreadTotal,
  incrementUnread,
  setUnreadCounts,
  unreadBadge,
} from './unread-state';

describe('unread messages', () => {
  it('caps the badge at 99+ and hides it at zero', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('sums the counts of every type, including arrivals by type', () => {
    setUnreadCounts({ create: 2, answer: 1 });
    incrementUnread('answer');
    incrementUnread('contact');
    expect(getUnreadTotal()).toBe(5);
    clearUnreadCounts();
    expect(getUnreadTotal()).toBe(0);
  });
});
