import { WALLET_TYPES, type Wallet, type WalletType } from '@bx/contracts';

import { platformStore } from '../state/platform-store';

import { meAtom } from './auth-state';

interface PointUpdate {
  type: WalletType | 'MONEY';
  data: Wallet | { money: string };
}

/** A balance change pushed on /user/queue/point, written into the one `me` every screen reads. */
export function applyPointUpdate(body: unknown): void {
  const update = body as PointUpdate;
  platformStore.set(meAtom, (me) => {
    if (!me) return me;
    if (update.type === 'MONEY' && 'money' in update.data) return { ...me, money: update.data.money };
    if ((WALLET_TYPES as readonly string[]).includes(update.type) && 'point' in update.data) {
      return { ...me, wallet: { ...me.wallet, [update.type]: update.data } };
    }
    return me;
  });
}
