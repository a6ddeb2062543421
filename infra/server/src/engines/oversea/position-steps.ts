import type { OverseaOvernightRequest } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import type { LockedAccount } from './account-locks.js';
import type { OverseaInstrument } from './oversea-options.js';
import { OverseaRefusal } from './oversea-refusal.js';
import { ownPosition, type StepDeps, type Stepped } from './order-steps.js';
import { triggerPrices } from './views.js';

/** The player's resting orders that `which` picks, cancelled, their held margin released. */
export async function cancelIn(
  deps: StepDeps,
  q: Queryable,
  account: LockedAccount,
  userId: number,
  which: (row: OrderRow) => boolean,
): Promise<Stepped<OrderRow[]>> {
  const rows: OrderRow[] = [];
  for (const open of (await deps.repo.openOrders({ userId }, q)).filter(which)) {
    const row = await deps.repo.finishOrder(q, open.id, 'CANCELLED', null);
    if (row !== undefined) rows.push(row);
  }
  await deps.ledger.bookSet(
    q,
    rows
      .filter((row) => row.margin > 0n)
      .map((row) => ({
        idempotencyKey: `oversea:order:${row.id}:release-order`,
        debitAccountId: account.escrow,
        creditAccountId: account.user,
        asset: 'KRW' as const,
        amount: row.margin,
        code: 'OVERSEA_ORDER_RELEASE',
      })),
  );
  return { answer: rows, changes: rows.map((order) => ({ order, type: 'ORDER_CANCEL' as const })) };
}

/**
 * A position's take-profit and stop-loss set to `next` (ticks, null clears): one past zero, or one the price is
 * already through (it would fire at once), is refused, saying which.
 */
export async function tpslIn(
  deps: StepDeps,
  q: Queryable,
  change: TpslChange,
): Promise<Stepped<PositionRow>> {
  const position = await ownPosition(deps.repo, q, change.userId, change.positionId);
  const { tp, sl } = checkedTpsl(change, position);
  const row = await deps.repo.setTpsl(q, position.id, tp, sl);
  return { answer: row, changes: [{ position: row, type: 'POSITION_UPDATE' }] };
}

/** A position's TP/SL change, one per call. */
export interface TpslChange {
  userId: number;
  option: OverseaInstrument;
  positionId: number;
  last: (stock: string) => number;
  next: (row: PositionRow) => { tp: number | null; sl: number | null };
}

/** The ticks `change` sets on the player's open position (undefined: not theirs), or why it is refused. */
export function checkedTpsl(
  change: TpslChange,
  position: PositionRow | undefined,
): { tp: number | null; sl: number | null } {
  const { option } = change;
  if (position === undefined || position.optionId !== option.id)
    throw new OverseaRefusal('POSITION_NOT_FOUND');
  const { tp, sl } = change.next(position);
  const { raw } = triggerPrices(option.terms, { ...position, tpTick: tp, slTick: sl });
  const last = change.last(position.stock);
  const long = position.side === 'LONG';
  if ((raw.tp !== null && raw.tp <= 0) || (raw.sl !== null && raw.sl <= 0))
    throw new OverseaRefusal('TPSL_PAST_ZERO');
  if (raw.tp !== null && (long ? raw.tp <= last : raw.tp >= last))
    throw new OverseaRefusal('TP_PRICE_CROSSED');
  if (raw.sl !== null && (long ? raw.sl >= last : raw.sl <= last))
    throw new OverseaRefusal('SL_PRICE_CROSSED');
  return { tp, sl };
}

/**
 * Keeps a position past the session's end, where its stock allows it. Margin rule: an overnight position holds
 * twice its margin; switching it on holds the second share, switching it off releases it.
 */
export async function overnightIn(
  deps: StepDeps,
  q: Queryable,
  account: LockedAccount,
  userId: number,
  request: OverseaOvernightRequest,
): Promise<Stepped<PositionRow>> {
  const position = await ownPosition(deps.repo, q, userId, request.overseaPositionId);
  const option = deps.options.get(position.optionId);
  if (option === undefined) throw new OverseaRefusal('OPTION_NOT_FOUND');
  // Only keeping one is refused where overnight is not allowed: letting go of it always works (an operator may
  // have revoked overnight since, and the doubled margin must come back).
  if (request.isActive && !option.terms.overnightAllowed) throw new OverseaRefusal('OVERNIGHT_UNAVAILABLE');
  if (request.isActive === position.isOvernight)
    throw new OverseaRefusal(request.isActive ? 'OVERNIGHT_ALREADY_SET' : 'OVERNIGHT_NOT_SET');
  const share = request.isActive ? position.margin : position.margin / 2n;
  await deps.ledger.bookSet(q, [
    {
      idempotencyKey: `oversea:overnight:${position.id}:v${position.version}`,
      debitAccountId: request.isActive ? account.user : account.escrow,
      creditAccountId: request.isActive ? account.escrow : account.user,
      asset: 'KRW',
      amount: share,
      code: request.isActive ? 'OVERSEA_OVERNIGHT_HOLD' : 'OVERSEA_OVERNIGHT_RELEASE',
    },
  ]);
  const margin = request.isActive ? position.margin + share : position.margin - share;
  const row = await deps.repo.setOvernight(q, position.id, request.isActive, margin);
  return { answer: row, changes: [{ position: row, type: 'POSITION_UPDATE' }] };
}
