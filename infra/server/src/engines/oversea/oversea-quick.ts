import type { OverseaCloseReason, OverseaOrderRequest } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { LedgerRefusal } from '../../repositories/ledger/ledger-refusal.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import {
  insertOrders,
  insertPositions,
  takeIds,
  updatePositions,
} from '../../repositories/oversea/oversea-set-writes.js';
import type { PendingRows } from '../order-core/pending-rows.js';
import { planFill, type FillResult, type PositionStep } from './fill-booking.js';
import type { OverseaInstrument } from './oversea-options.js';
import {
  closingQty,
  fillChanges,
  filledOrder,
  opposite,
  type FillingOrder,
  type PlayerState,
  type StepDeps,
  type Stepped,
} from './order-steps.js';
import { checkedTpsl, type TpslChange } from './position-steps.js';

/**
 * A batch's overseas calls decided in memory (check-then-write, docs/engine-core.md): quick orders that fill at
 * once, the player's own closes and TP/SL changes, checked against what the batch read of the player under its
 * locks as their earlier calls of it left it, by the same checks and the same fill plan as a change written in its
 * savepoint. The player's state moves at once (their next call of the batch sees it); the rows and the ledger set
 * wait in `OverseaPending` for the batch's flush. A refusal throws before anything changed.
 */
export type OverseaPending = PendingRows<OrderRow, PositionRow>;

const keyOf = (orderId: number) => `oversea:order:${orderId}:`;

/** The row a position step leaves, made in memory as the repository's write would return it. */
function stepRow(pending: OverseaPending, step: PositionStep, before: PositionRow | undefined): PositionRow {
  if ('close' in step) {
    const { at, price, realizedPnl, reason } = step.close;
    return pending.position({
      ...before!,
      status: 'CLOSED',
      margin: 0n,
      closedAt: at,
      closePrice: price,
      realizedPnl,
      closeReason: reason,
    });
  }
  if ('resize' in step) {
    const { qty, entryCost, margin, realizedPnl } = step.resize;
    return pending.position({ ...before!, qty, entryCost, margin, realizedPnl });
  }
  return pending.position({
    ...step.insert,
    id: pending.placeholder(),
    tpTick: null,
    slTick: null,
    isOvernight: false,
    version: 0,
    status: 'OPEN',
    closedAt: null,
    closePrice: null,
    realizedPnl: null,
    closeReason: null,
  });
}

/** An order filled at once at `price` (order-steps.ts `fillAt`), decided in memory. */
export function quickFill(
  deps: Pick<StepDeps, 'clock'>,
  pending: OverseaPending,
  state: PlayerState,
  order: FillingOrder,
  price: number,
  reason: OverseaCloseReason,
): Stepped<OrderRow> {
  const { option } = order;
  const now = deps.clock.now();
  const row: OrderRow = { ...filledOrder(order, price, reason, now), id: pending.placeholder() };
  const position = state.positions.get(option.id);
  const plan = planFill(
    { accounts: state.accounts, balance: state.balance, position },
    { order: row, terms: option.terms, price, now, reason },
  );
  // The ledger refuses a set that takes a wallet below zero: the same refusal, before anything is written.
  if (plan.balance < 0n) throw new LedgerRefusal('INSUFFICIENT_BALANCE');
  const result: FillResult = { balance: plan.balance };
  for (const step of plan.steps) {
    const made = stepRow(pending, step, position);
    if ('close' in step) result.closed = made;
    else result.changed = { row: made, opened: 'insert' in step };
  }
  state.balance = plan.balance;
  if (result.changed === undefined) state.positions.delete(option.id);
  else state.positions.set(option.id, result.changed.row);
  pending.order(row, plan.transfers, keyOf);
  return { answer: row, changes: fillChanges(row, result, reason) };
}

const openPosition = (state: PlayerState, positionId: number) =>
  [...state.positions.values()].find((row) => row.id === positionId);

/** The player's own close of a position at market (order-steps.ts `closeOwnIn`), decided in memory. */
export function quickClose(
  deps: Pick<StepDeps, 'clock'>,
  pending: OverseaPending,
  state: PlayerState,
  close: { userId: number; option: OverseaInstrument; request: OverseaOrderRequest; price: number },
): Stepped<OrderRow> {
  const { userId, option, request } = close;
  const position = openPosition(state, request.overseaPositionId!);
  const qty = closingQty(position, option, request);
  const order = { userId, option, marketType: 'MARKET' as const, tradeType: opposite(position!.side), qty };
  return quickFill(deps, pending, state, order, close.price, 'MANUAL');
}

/** A position's TP/SL change (position-steps.ts `tpslIn`), decided in memory. */
export function quickTpsl(
  pending: OverseaPending,
  state: PlayerState,
  change: TpslChange,
): Stepped<PositionRow> {
  const position = openPosition(state, change.positionId);
  const { tp, sl } = checkedTpsl(change, position);
  const row = pending.position({ ...position!, tpTick: tp, slTick: sl });
  state.positions.set(row.optionId, row);
  return { answer: row, changes: [{ position: row, type: 'POSITION_UPDATE' }] };
}

/**
 * Writes what the batch's quick calls decided, in its transaction: one statement takes the ids, one inserts the
 * orders, one updates and one inserts the positions at their end state, one ledger set books every transfer.
 */
export async function flushPending(
  ledger: Pick<LedgerRepository, 'bookSet'>,
  pending: OverseaPending,
  q: Queryable,
): Promise<void> {
  const write = await pending.take((orders, positions) => takeIds(q, orders, positions));
  if (write === undefined) return;
  await insertOrders(q, write.orders);
  await updatePositions(q, write.updated);
  await insertPositions(q, write.opened);
  await ledger.bookSet(q, write.transfers);
}
