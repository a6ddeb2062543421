import { describe, expect, it } from 'vitest';

import { CLIENT_MESSAGES } from './client-messages.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

describe('CLIENT_MESSAGES', () => {
  const entries = Object.entries(CLIENT_MESSAGES);

  it('holds the messages the screens use', () => {
    expect(CLIENT_MESSAGES.CANCEL).toEqual({ ko: '취소', en: 'Cancel' });
    expect(CLIENT_MESSAGES.OK).toEqual({ ko: '확인', en: 'OK' });
    expect(CLIENT_MESSAGES.LEAVE_REGISTRATION.en).toBe('Stop signing up?');
  });

  it.each(entries)('%s has a Korean and an English text', (_, { ko, en }) => {
    expect(ko.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
  });

  it.each(entries)('%s has no Hangul in its English text', (_, { en }) => {
    expect(en).not.toMatch(HANGUL);
  });
});
