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

  it("gives a code the host's map does not know yet back as it is, instead of breaking the page", () => {
    expect(clientText('CODE_OF_A_NEWER_REMOTE' as ClientMessageCode)).toBe('CODE_OF_A_NEWER_REMOTE');
  });
});
