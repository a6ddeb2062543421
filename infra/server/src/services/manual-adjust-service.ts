import { randomUUID } from 'node:crypto';

import type { DnwHistory } from '@bx/contracts';

import type { Db } from '../db/db.js';
import { WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { DnwRow } from '../repositories/dnw-repository.js';
import type { Repositories } from '../repositories/repositories.js';
import { walletAmount } from '../wallet/wallet-amount.js';
import { pushWallet } from '../wallet/wallet-message.js';
import { DnwRefusal } from './dnw-refusal.js';
import { toDnwHistory } from './dnw-service.js';

export interface ManualAdjustment {
  playerId: number;
  /** PB grants a bonus (the house pays), PM deducts (back to the house). */
  type: 'PB' | 'PM';
  walletType: LedgerWallet;
  point: string;
  reason: string;
}

/**
 * An operator's bonus grant (PB) or deduction (PM) by hand, with the reason the player reads: a DONE history row
 * and one HOUSE <-> player transfer in one transaction. A deduction never takes a wallet below zero
 * (INSUFFICIENT_BALANCE). With an Idempotency-Key, the same adjustment sent again answers the first.
 */
export function createManualAdjustService(deps: { db: Db; repos: Repositories; realtime: Realtime }) {
  const { db, repos, realtime } = deps;
  return {
    async adjust(
      operator: { userId: number; siteId: number },
      input: ManualAdjustment,
      sentKey: string | undefined,
    ): Promise<{ history: DnwHistory; replayed: boolean }> {
      const player = await repos.users.findById(input.playerId);
      if (player === undefined || player.siteId !== operator.siteId || player.role === 'ADMIN')
        throw new DnwRefusal('USER_NOT_FOUND');
      const amount = walletAmount(input.point, input.walletType);
      const asset = WALLET_ASSETS[input.walletType];
      const key = `adjust:${sentKey ?? randomUUID()}`;
      const booked = await db.tx(async (q) => {
        const row = await repos.dnw.insert(
          {
            siteId: operator.siteId,
            userId: player.id,
            type: input.type,
            wallet: input.walletType,
            asset,
            point: amount,
            bankInfo: null,
            key,
            status: 'DONE',
            reason: input.reason,
            processedBy: operator.userId,
          },
          q,
        );
        if (row === undefined) return undefined;
        const house = await repos.ledger.systemAccountId('HOUSE', asset, q);
        const wallet = await repos.ledger.userAccountId(player.id, input.walletType, q);
        await repos.ledger.bookSet(q, [
          {
            idempotencyKey: key,
            debitAccountId: input.type === 'PB' ? house : wallet,
            creditAccountId: input.type === 'PB' ? wallet : house,
            asset,
            amount,
            code: input.type === 'PB' ? 'MANUAL_BONUS' : 'MANUAL_DEDUCTION',
          },
        ]);
        return row;
      });
      if (booked === undefined)
        return { history: replayOf(await repos.dnw.byKey(player.id, key), input, amount), replayed: true };
      await pushWallet({ repos, realtime }, player.id, input.walletType);
      return { history: toDnwHistory(booked), replayed: false };
    },
  };
}

/** A retried adjustment must be the same adjustment; the same key with another one is refused. */
function replayOf(stored: DnwRow | undefined, input: ManualAdjustment, amount: bigint): DnwHistory {
  if (
    stored === undefined ||
    stored.type !== input.type ||
    stored.point !== amount ||
    stored.wallet !== input.walletType
  )
    throw new DnwRefusal('IDEMPOTENCY_CONFLICT');
  return toDnwHistory(stored);
}

export type ManualAdjustService = ReturnType<typeof createManualAdjustService>;
