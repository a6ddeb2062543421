import { WALLET_TYPES, type DnwHistory } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { CouponRow } from '../repositories/coupon-repository.js';
import type { Repositories } from '../repositories/repositories.js';
import { requireMoneyMover } from '../wallet/money-mover.js';
import { pushWallet } from '../wallet/wallet-message.js';
import { CouponRefusal } from './coupon-refusal.js';
import { toDnwHistory } from './dnw-service.js';

const BONUS_WALLETS: readonly string[] = ['MONEY', ...WALLET_TYPES];

/**
 * The wallet a coupon's bonus lands in: the coupon's own, or the one the player names in the coupon's asset. Another
 * is refused naming the wallets that would take it (the won money as KRW), so the player can choose again.
 */
function walletFor(coupon: CouponRow, named: string): LedgerWallet {
  if (!BONUS_WALLETS.includes(named)) throw new CouponRefusal('WALLET_UNSUPPORTED');
  const fitting = BONUS_WALLETS.filter((wallet) =>
    coupon.wallet !== null
      ? wallet === coupon.wallet
      : WALLET_ASSETS[wallet as LedgerWallet] === coupon.asset,
  );
  if (!fitting.includes(named)) {
    const wallets = fitting.map((wallet) => (wallet === 'MONEY' ? 'KRW' : wallet)).join(', ');
    throw new CouponRefusal('COUPON_WALLET_MISMATCH', { parts: { wallets } });
  }
  return named as LedgerWallet;
}

/**
 * Promotion codes (POST /api/coupon/use): a code of the player's site grants its bonus once per player, until it
 * expires or its uses run out, as a PB history row and a HOUSE -> player transfer in one transaction.
 */
export function createCouponService(deps: { db: Db; repos: Repositories; realtime: Realtime; clock: Clock }) {
  const { db, repos, realtime, clock } = deps;
  return {
    async use(
      caller: { userId: number; siteId: number },
      promoCode: string,
      walletType: string,
    ): Promise<DnwHistory> {
      await requireMoneyMover(repos, caller.userId);
      const row = await db.tx(async (q) => {
        const coupon = await repos.coupons.lockByCode(caller.siteId, promoCode, q);
        if (coupon === undefined) throw new CouponRefusal('COUPON_NOT_FOUND');
        if (clock.now() >= coupon.expiresAt) throw new CouponRefusal('COUPON_EXPIRED');
        const wallet = walletFor(coupon, walletType);
        const granted = await repos.dnw.insert(
          {
            siteId: caller.siteId,
            userId: caller.userId,
            type: 'PB',
            wallet,
            asset: coupon.asset,
            point: coupon.point,
            bankInfo: null,
            key: `coupon:${coupon.id}`,
            status: 'DONE',
          },
          q,
        );
        if (granted === undefined) throw new CouponRefusal('COUPON_ALREADY_USED');
        if (coupon.uses >= coupon.maxUses) throw new CouponRefusal('COUPON_EXHAUSTED');
        await repos.coupons.recordUse(coupon.id, caller.userId, granted.id, q);
        await repos.ledger.bookSet(q, [
          {
            idempotencyKey: `coupon:${coupon.id}:${caller.userId}`,
            debitAccountId: await repos.ledger.systemAccountId('HOUSE', coupon.asset, q),
            creditAccountId: await repos.ledger.userAccountId(caller.userId, wallet, q),
            asset: coupon.asset,
            amount: coupon.point,
            code: 'COUPON_BONUS',
          },
        ]);
        return granted;
      });
      await pushWallet({ repos, realtime }, caller.userId, row.wallet as LedgerWallet);
      return toDnwHistory(row);
    },

    /** An operator ends a code now: players can no longer use it; what it granted stays. */
    async expire(siteId: number, promoCode: string): Promise<CouponRow> {
      const expired = await repos.coupons.expire(siteId, promoCode.toUpperCase(), new Date(clock.now()));
      if (expired === undefined) throw new CouponRefusal('COUPON_NOT_FOUND');
      return expired;
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
