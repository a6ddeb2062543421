import type { DnwHistory, LedgerWallet } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { invalidatePlayer } from '../../../shared/player-access/invalidate-player';

export interface PlayerAdjustment {
  playerId: number;
  /** PB grants (the house pays), PM deducts (back to the house). */
  type: 'PB' | 'PM';
  walletType: LedgerWallet;
  /** In the wallet's currency, at most its decimals. */
  point: string;
  /** 1 to 200 characters; the player reads it in their history. */
  reason: string;
  /**
   * Made once per form submission: the same adjustment sent again under it (a double tap, a retry) is booked
   * once and answered as the first was.
   */
  idempotencyKey: string;
}

/**
 * POST /api/admin/player/adjust {playerId, type, walletType, point, reason} with an Idempotency-Key header: a DONE
 * history row and one ledger transfer. A deduction never takes the wallet below zero (INSUFFICIENT_BALANCE).
 */
export function adjustPlayer({ idempotencyKey, ...body }: PlayerAdjustment): Promise<DnwHistory> {
  return apiRequest<DnwHistory>('post', 'admin/player/adjust', {
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useAdjustPlayer() {
  return useMutation({
    mutationFn: adjustPlayer,
    onSettled: (_data, _error, sent) => invalidatePlayer(sent.playerId),
  });
}
