import type { ClientMessageCode } from '@bx/contracts';
import { afterEach, describe, expect, it } from 'vitest';

import { platformStore } from '../state/platform-store';

import { areaTextFrom, clientText } from './client-text';
import { siteLocatorAtom } from './site-state';

describe('clientText', () => {
  afterEach(() => platformStore.set(siteLocatorAtom, null));

  it("reads the site's language and fills the {name} parts", () => {
    expect(clientText('UNREAD_COUNT', { count: 3 })).toBe('읽지 않은 메시지 3');
    platformStore.set(siteLocatorAtom, { siteInfoId: 15, code: 'site15', lang: 'en' });
    expect(clientText('UNREAD_COUNT', { count: 3 })).toBe('Unread messages: 3');
  });

  it('chooses the Korean particle after a filled-in part (USDT를, 페이키움을), and leaves English alone', () => {
    expect(clientText('SEND_DONE', { username: 'demo2', amount: '1', coin: 'USDT' })).toBe(
      'demo2 님에게 1 USDT를 보냈습니다.',
    );
    expect(clientText('P2P_CONFIRM', { provider: '페이키움', amount: '50,000' })).toBe(
      '페이키움을 통해 50,000원 구매를 신청하시겠습니까?',
    );
    expect(clientText('SELL_DONE', { amount: '10', coin: 'USDT', receive: '13,737' })).toBe(
      '10 USDT를 판매하여 13,737 원을 받았습니다.',
    );
    platformStore.set(siteLocatorAtom, { siteInfoId: 15, code: 'site15', lang: 'en' });
    expect(clientText('SELL_DONE', { amount: '10', coin: 'USDT', receive: '13,737' })).toBe(
      'Sold 10 USDT for KRW 13,737.',
    );
  });

  it("gives a code the host's map does not know yet back as it is, instead of breaking the page", () => {
    expect(clientText('CODE_OF_A_NEWER_REMOTE' as ClientMessageCode)).toBe('CODE_OF_A_NEWER_REMOTE');
  });
});

describe('areaTextFrom', () => {
  afterEach(() => platformStore.set(siteLocatorAtom, null));

  const areaText = areaTextFrom({ AREA_HELLO: { ko: '{name}을(를) 환영합니다', en: 'Welcome, {name}' } });

  it("reads the area's own codes from its table, in the site's language, with parts and particles", () => {
    expect(areaText('AREA_HELLO', { name: '데모' })).toBe('데모를 환영합니다');
    platformStore.set(siteLocatorAtom, { siteInfoId: 15, code: 'site15', lang: 'en' });
    expect(areaText('AREA_HELLO', { name: 'demo' })).toBe('Welcome, demo');
  });

  it('reads every other code from the shared client messages', () => {
    expect(areaText('UNREAD_COUNT', { count: 2 })).toBe('읽지 않은 메시지 2');
    expect(areaText('CODE_OF_NEITHER' as ClientMessageCode)).toBe('CODE_OF_NEITHER');
  });
});
