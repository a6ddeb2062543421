import type { Asset } from '../../money/assets.js';
import type { TransferInput } from './transfers.js';

/**
 * A two-phase movement: an amount is first held, moved from a user account into an escrow account of its
 * asset (a bet's stake; later an order's margin or a pending withdrawal), and then either captured (escrow ->
 * the house, or whoever earned it) or released (escrow -> the user again). Each phase is an ordinary transfer
 * with its own idempotency key, booked in a transfer set, so a phase run again after a crash moves nothing twice.
 */
export interface Hold {
  userAccountId: number;
  escrowAccountId: number;
  asset: Asset;
  amount: bigint;
}

/** A phase's idempotency key and its transfer code (what the history shows). */
export interface HoldPhase {
  key: string;
  code: string;
}

/** Held amounts of one escrow, of one hold or of many captured together. */
type Held = Pick<Hold, 'escrowAccountId' | 'asset' | 'amount'>;

function move(hold: Held, phase: HoldPhase, debitAccountId: number, creditAccountId: number): TransferInput {
  const { asset, amount } = hold;
  return { idempotencyKey: phase.key, debitAccountId, creditAccountId, asset, amount, code: phase.code };
}

/** user -> escrow */
export function placeHold(hold: Hold, phase: HoldPhase): TransferInput {
  return move(hold, phase, hold.userAccountId, hold.escrowAccountId);
}

/** escrow -> `toAccountId` (the house for lost stakes); one capture can close many holds' amounts at once */
export function captureHold(hold: Held, toAccountId: number, phase: HoldPhase): TransferInput {
  return move(hold, phase, hold.escrowAccountId, toAccountId);
}

/** escrow -> user */
export function releaseHold(hold: Hold, phase: HoldPhase): TransferInput {
  return move(hold, phase, hold.escrowAccountId, hold.userAccountId);
}
