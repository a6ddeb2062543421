import { describe, expect, it } from 'vitest';

import { siteLocatorAtom } from '../site/site-state';
import { platformStore } from '../state/platform-store';

import { dialogQueueAtom, showAlert, showConfirm } from './dialog-queue';

describe('dialog queue', () => {
  it('queues an alert titled 알림 and resolves it when dismissed', async () => {
    const shown = showAlert('재연결 중입니다.');
    const [request] = platformStore.get(dialogQueueAtom);
    expect(request).toMatchObject({ kind: 'alert', title: '알림', message: '재연결 중입니다.' });
    request?.resolve(true);
    await expect(shown).resolves.toBeUndefined();
    expect(platformStore.get(dialogQueueAtom)).toEqual([]);
  });

  it('tells a confirmation that was declined from one that was accepted', async () => {
    const declined = showConfirm('회원가입을 멈추시겠습니까?');
    platformStore.get(dialogQueueAtom)[0]?.resolve(false);
    await expect(declined).resolves.toBe(false);
    const accepted = showConfirm('회원가입을 멈추시겠습니까?');
    platformStore.get(dialogQueueAtom)[0]?.resolve(true);
    await expect(accepted).resolves.toBe(true);
  });

  it("titles a dialog in the site's language unless told otherwise", () => {
    platformStore.set(siteLocatorAtom, { siteInfoId: 15, code: 'site15', lang: 'en' });
    void showConfirm('Stop signing up?');
    void showAlert('Reconnecting.', 'Custom');
    expect(platformStore.get(dialogQueueAtom).map((request) => request.title)).toEqual(['Notice', 'Custom']);
    platformStore.get(dialogQueueAtom).forEach((request) => request.resolve(true));
    platformStore.set(siteLocatorAtom, { siteInfoId: 1, code: 'site1', lang: 'ko' });
  });
});
