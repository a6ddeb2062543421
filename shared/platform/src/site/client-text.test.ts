import type { ClientMessageCode } from '@bx/contracts';
import { afterEach, describe, expect, it } from 'vitest';

import { platformStore } from '../state/platform-store';

import { clientText } from './client-text';
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
