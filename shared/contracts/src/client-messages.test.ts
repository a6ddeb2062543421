import { describe, expect, it } from 'vitest';

import { ACCOUNT_MESSAGES } from './client-messages-account.js';
import { BINARY_MESSAGES } from './client-messages-binary.js';
import { CHROME_MESSAGES } from './client-messages-chrome.js';
import { COIN_WALLET_MESSAGES } from './client-messages-coin-wallet.js';
import { COMMON_MESSAGES } from './client-messages-common.js';
import { COPYTRADE_MESSAGES } from './client-messages-copytrade.js';
import { FUTURES_MESSAGES } from './client-messages-futures.js';
import { INPUT_MESSAGES } from './client-messages-inputs.js';
import { MORE_MESSAGES } from './client-messages-more.js';
import { OVERSEA_MESSAGES } from './client-messages-oversea.js';
import { PARTNER_MESSAGES } from './client-messages-partner.js';
import { ROUTE_MESSAGES } from './client-messages-routes.js';
import { SEARCH_MESSAGES } from './client-messages-search.js';
import { TRADE_MESSAGES } from './client-messages-trade.js';
import { TRANSFER_MESSAGES } from './client-messages-transfer.js';
import { WALLET_MESSAGES } from './client-messages-wallet.js';
import { CLIENT_MESSAGES } from './client-messages.js';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const AREAS = [
  COMMON_MESSAGES,
  ACCOUNT_MESSAGES,
  BINARY_MESSAGES,
  INPUT_MESSAGES,
  TRADE_MESSAGES,
  TRANSFER_MESSAGES,
  ROUTE_MESSAGES,
  CHROME_MESSAGES,
  MORE_MESSAGES,
  SEARCH_MESSAGES,
  OVERSEA_MESSAGES,
  FUTURES_MESSAGES,
  COPYTRADE_MESSAGES,
  WALLET_MESSAGES,
  COIN_WALLET_MESSAGES,
  PARTNER_MESSAGES,
];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('CLIENT_MESSAGES', () => {
  const entries = Object.entries(CLIENT_MESSAGES);

  it('holds the messages the screens use', () => {
    expect(CLIENT_MESSAGES.CANCEL).toEqual({ ko: '취소', en: 'Cancel' });
    expect(CLIENT_MESSAGES.OK).toEqual({ ko: '확인', en: 'OK' });
    expect(CLIENT_MESSAGES.LEAVE_REGISTRATION.en).toBe('Stop signing up?');
    expect(CLIENT_MESSAGES.RECONNECTING).toEqual({ ko: '재연결 중입니다.', en: 'Reconnecting.' });
    expect(CLIENT_MESSAGES.TITLE_DNW.ko).toBe('입출금');
  });

  it('takes each code from one area only, so no area silently replaces another one’s text', () => {
    const codes = AREAS.flatMap((area) => Object.keys(area));
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });

  it.each(entries)('%s has a Korean and an English text', (_, { ko, en }) => {
    expect(ko.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
  });

  it.each(entries)('%s has no Hangul in its English text', (_, { en }) => {
    expect(en).not.toMatch(HANGUL);
  });

  it.each(entries)('%s fills the same {name} parts in both languages', (_, { ko, en }) => {
    expect(placeholders(en)).toEqual(placeholders(ko));
  });
});
