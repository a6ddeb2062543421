import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { LedgerRefusal } from '../../repositories/ledger/ledger-refusal.js';
import type { FuturesBatchState } from './futures-batch.js';
import { accountOf, defaultSetting, type FuturesContext } from './futures-context.js';
import type { FuturesFillResult } from './futures-fill.js';
import { fillEvents } from './futures-fill-in.js';
import { planFill, walletDelta, type PositionStep } from './futures-fill-plan.js';
import { checkPlacing, newOrder } from './futures-order-check.js';
import type { PendingFills } from './futures-pending.js';
import type { Placed, Placing } from './futures-place.js';

/** The row a position step leaves, made in memory as the repository's write would return it. */
function stepRow(
  pending: PendingFills,
  step: PositionStep,
  before: FuturesPositionRow | undefined,
): FuturesPositionRow {
  if ('close' in step) {
    const { at, price, realizedPnl, reason } = step.close;
    return pending.position({
      ...before!,
      status: 'CLOSED',
      qty: 0n,
      margin: 0n,
      closedAt: at,
      closePrice: price,
      realizedPnl,
      closeReason: reason,
    });
  }
  if ('update' in step) {
    const { qty, entryCost, margin, leverage, realizedPnl, fundingFee } = step.update.next;
    return pending.position({ ...before!, qty, entryCost, margin, leverage, realizedPnl, fundingFee });
  }
  return pending.position({
    ...step.insert,
    id: pending.placeholder(),
    realizedPnl: 0n,
    fundingFee: 0n,
    version: 0,
    status: 'OPEN',
    closedAt: null,
    closePrice: null,
    closeReason: null,
  });
}

/**
 * A market order of a batch decided in memory (check-then-write, docs/engine-core.md): checked against the state
 * the batch read under its locks and carried from the player's earlier orders of it, filled at the last price by
 * the one fill plan, and left for the batch's flush to write with every other. The player's state moves by the
 * fill at once, so their next order of the batch sees it. A refusal throws before anything changed. Its
 * Idempotency-Key, or the record of a follower's copy, is booked by the flush with the batch's others (made once:
 * futures-once.ts). Answers undefined for what needs the database (TP/SL to set, orders a close ends): the call
 * then takes its savepoint after the flush.
 */
export async function quickPlace(
  ctx: FuturesContext,
  pending: PendingFills,
  placing: Placing,
  state: FuturesBatchState,
): Promise<Placed | undefined> {
  const { terms, intake, claim, copy } = placing;
  // A claim that says not which key it books books it itself, in the database.
  if (intake.marketType !== 'MARKET' || (claim !== undefined && claim.key === undefined)) return;
  if (intake.takeProfit !== null || intake.stopLoss !== null) return;
  const setting = state.settings.get(terms.id) ?? defaultSetting(terms);
  const position = state.positions.find((row) => row.optionId === terms.id);
  const checked = await checkPlacing(ctx, placing, {
    setting,
    position,
    follows: state.followed,
    account: () => Promise.resolve(accountOf(ctx, state.accounts.balance, state.positions, state.orders)),
  });
  const now = ctx.deps.clock.now();
  const order: FuturesOrderRow = {
    ...newOrder(placing, checked, setting, now),
    id: pending.placeholder(),
    isTriggered: false,
    status: 'FILLED',
    filledPrice: checked.last,
    fee: 0n,
    liquidationFee: 0n,
    realizedPnl: null,
    cancelReason: null,
    filledAt: now,
  };
  const plan = planFill(state.accounts, {
    order: { ...order, status: 'OPEN' },
    terms,
    price: checked.last,
    now,
    leverage: setting.leverage,
    marginType: setting.marginType,
    reason: 'MANUAL',
    position,
  });
  const closes = plan.steps.some((step) => 'close' in step);
  // A close ends the player's reduce-only orders of the option (TP/SL among them): that reads and writes rows.
  if (closes && state.orders.some((row) => row.optionId === terms.id && row.reduceOnly)) return;
  const balance = state.accounts.balance + walletDelta(plan, state.accounts.user);
  // The ledger refuses a set that takes a player's wallet below zero: the same refusal, before anything is written.
  if (balance < 0n) throw new LedgerRefusal('INSUFFICIENT_BALANCE');
  // Accepted: its key or copy is made now (refused when made already, as its booking would be).
  if (claim?.key !== undefined) pending.once.take({ key: claim.key });
  if (copy !== undefined) pending.once.take({ copy: copy.once });

  Object.assign(order, { fee: plan.fee, liquidationFee: plan.liquidationFee, realizedPnl: plan.realized });
  const result: FuturesFillResult = { order };
  for (const step of plan.steps) {
    const row = stepRow(pending, step, position);
    if ('close' in step) result.closed = row;
    else result.changed = { row, opened: 'insert' in step };
  }
  state.accounts.balance = balance;
  const open = result.changed?.row;
  state.positions = [...state.positions.filter((row) => row.optionId !== terms.id), ...(open ? [open] : [])];
  const changes = fillEvents(result);
  const placeholderKey = `futures:order:${order.id}:`;
  pending.add({
    result,
    before: position,
    terms,
    changes,
    key: claim?.key,
    copy,
    transfers: (orderId) =>
      plan.transfers.map((t) => ({
        ...t,
        idempotencyKey: t.idempotencyKey.replace(placeholderKey, `futures:order:${orderId}:`),
      })),
  });
  return { order, changes };
}
