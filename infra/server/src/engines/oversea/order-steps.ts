import type {
  OverseaCloseReason,
  OverseaOrderEventType,
  OverseaOrderRequest,
  OverseaPositionEventType,
  OverseaTradeType,
} from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { TimerClock } from '../../market/clock.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { OverseaRepository } from '../../repositories/oversea/oversea-repository.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import type { OrderClaim } from '../order-claim.js';
import type { LockedAccount } from './account-locks.js';
import { bookFill, type FillResult } from './fill-booking.js';
import type { OverseaInstrument, OverseaOptions } from './oversea-options.js';
import { OverseaRefusal } from './oversea-refusal.js';

/** What a change wrote that the leader's book tracks and the player hears (a push when `type` is set). */
export type OverseaChange =
  | { order: OrderRow; type?: OverseaOrderEventType }
  | { position: PositionRow; type?: OverseaPositionEventType };

/** A change done in its transaction: what the call answers, and what to track and push once committed. */
export interface Stepped<T> {
  answer: T;
  changes: OverseaChange[];
}

export interface StepDeps {
  repo: OverseaRepository;
  ledger: LedgerRepository;
  clock: Pick<TimerClock, 'now'>;
  options: OverseaOptions;
}

/**
 * What a batch holds of one player for their market fills (read once under the batch's locks, kept by each fill):
 * their accounts, balance and open positions by option. Nobody else can change them while the batch holds the
 * locks, so the player's second fill of a batch reads nothing again.
 */
export interface PlayerState {
  accounts: { user: number; escrow: number; house: number };
  balance: bigint;
  positions: Map<number, PositionRow>;
}

export const opposite = (side: 'LONG' | 'SHORT'): OverseaTradeType => (side === 'LONG' ? 'S' : 'B');

/** The player's open position `positionId` (locked), or POSITION_NOT_FOUND. */
export async function ownPosition(
  repo: OverseaRepository,
  q: Queryable,
  userId: number,
  positionId: number,
): Promise<PositionRow> {
  const row = await repo.position(positionId, q, true);
  if (row === undefined || row.userId !== userId || row.status !== 'OPEN')
    throw new OverseaRefusal('POSITION_NOT_FOUND');
  return row;
}

/** The order's row, then the position it closed, and the one it opened or changed, pushed in that order. */
export function fillChanges(
  order: OrderRow,
  result: FillResult,
  reason: OverseaCloseReason,
): OverseaChange[] {
  const changes: OverseaChange[] = [{ order, type: 'ORDER_FILLED' }];
  if (result.closed !== undefined)
    changes.push({
      position: result.closed,
      type: reason === 'LIQUIDATION' ? 'POSITION_LIQUID' : 'POSITION_CLOSE',
    });
  if (result.changed !== undefined)
    changes.push({
      position: result.changed.row,
      type: result.changed.opened ? 'POSITION_OPEN' : 'POSITION_UPDATE',
    });
  return changes;
}

/** An order that fills at once: who places it, in which option, its side and size. */
export type FillingOrder = Pick<OrderRow, 'userId' | 'marketType' | 'tradeType' | 'qty'> & {
  option: OverseaInstrument;
};

/** The row of an order filled at once at `price` (stored FILLED, no margin of its own). */
export function filledOrder(order: FillingOrder, price: number, reason: string, now: number) {
  const { option, ...fields } = order;
  return {
    ...fields,
    optionId: option.id,
    stock: option.terms.stock,
    price,
    filledPrice: price,
    margin: 0n,
    status: 'FILLED' as const,
    reason,
    createdAt: now,
  };
}

/** An order filled at once at `price`: its row, stored FILLED, and the fill booked with it. */
export async function fillAt(
  deps: StepDeps,
  q: Queryable,
  order: FillingOrder,
  price: number,
  reason: OverseaCloseReason,
  claim?: OrderClaim,
  player?: PlayerState,
): Promise<Stepped<OrderRow>> {
  const { option } = order;
  const row = await deps.repo.insertOrder(q, filledOrder(order, price, reason, deps.clock.now()));
  const held = player && { ...player, position: player.positions.get(option.id) };
  const fill = { order: row, terms: option.terms, price, now: deps.clock.now(), reason };
  const result = await bookFill(deps, q, fill, held);
  await claim?.(q, row.id);
  // Kept only once the whole change is written: a change that fails leaves the player's state as it was.
  if (player !== undefined) {
    player.balance = result.balance;
    const position = result.changed?.row;
    if (position === undefined) player.positions.delete(option.id);
    else player.positions.set(option.id, position);
  }
  return { answer: row, changes: fillChanges(row, result, reason) };
}

/** `qty` contracts of the position closed at market by an order on its other side. */
export function closeIn(
  deps: StepDeps,
  q: Queryable,
  position: PositionRow,
  qty: number,
  reason: OverseaCloseReason,
  price: number,
  claim?: OrderClaim,
): Promise<Stepped<OrderRow>> {
  const order = {
    userId: position.userId,
    option: deps.options.get(position.optionId)!,
    marketType: 'MARKET' as const,
    tradeType: opposite(position.side),
    qty,
  };
  return fillAt(deps, q, order, price, reason, claim);
}

/** A limit order that rests: its contracts' margin is held until it fills or is cancelled. */
export async function restIn(
  deps: StepDeps,
  q: Queryable,
  account: LockedAccount,
  order: {
    userId: number;
    option: OverseaInstrument;
    tradeType: OverseaTradeType;
    qty: number;
    limit: number;
  },
  claim?: OrderClaim,
): Promise<Stepped<OrderRow>> {
  const { option } = order;
  const margin = BigInt(order.qty) * option.terms.marginPerContract;
  const row = await deps.repo.insertOrder(q, {
    userId: order.userId,
    optionId: option.id,
    stock: option.terms.stock,
    marketType: 'LIMIT',
    tradeType: order.tradeType,
    qty: order.qty,
    price: order.limit,
    margin,
    status: 'OPEN',
    reason: 'MANUAL',
    createdAt: deps.clock.now(),
  });
  await claim?.(q, row.id);
  await deps.ledger.bookSet(q, [
    {
      idempotencyKey: `oversea:order:${row.id}:hold-order`,
      debitAccountId: account.user,
      creditAccountId: account.escrow,
      asset: 'KRW',
      amount: margin,
      code: 'OVERSEA_ORDER_HOLD',
    },
  ]);
  return { answer: row, changes: [{ order: row, type: 'ORDER_SUCCESS' }] };
}

/** The player's own close of a position (all of it, or `qty` contracts), at market. */
export async function closeOwnIn(
  deps: StepDeps,
  q: Queryable,
  close: { userId: number; option: OverseaInstrument; request: OverseaOrderRequest; price: number },
  claim?: OrderClaim,
): Promise<Stepped<OrderRow>> {
  const { userId, option, request } = close;
  const position = await ownPosition(deps.repo, q, userId, request.overseaPositionId!);
  return closeIn(deps, q, position, closingQty(position, option, request), 'MANUAL', close.price, claim);
}

/** The contracts a player's close takes of their open position (undefined: not theirs), or why it is refused. */
export function closingQty(
  position: PositionRow | undefined,
  option: OverseaInstrument,
  request: OverseaOrderRequest,
): number {
  if (position === undefined || position.optionId !== option.id)
    throw new OverseaRefusal('POSITION_NOT_FOUND');
  if (request.tradeType !== opposite(position.side)) throw new OverseaRefusal('OVERSEA_CLOSE_SIDE');
  const qty = request.qty ?? position.qty;
  if (qty < 1 || qty > position.qty) throw new OverseaRefusal('OVERSEA_QTY_RANGE');
  return qty;
}

/** A trigger's close of a whole position; undefined when it closed meanwhile. */
export async function closeAllIn(
  deps: StepDeps,
  q: Queryable,
  positionId: number,
  reason: OverseaCloseReason,
  price: number,
): Promise<Stepped<OrderRow> | undefined> {
  const position = await deps.repo.position(positionId, q, true);
  if (position === undefined || position.status !== 'OPEN') return undefined;
  return closeIn(deps, q, position, position.qty, reason, price);
}

/** A resting order the price crossed, filled at that price; undefined when it was no longer open. */
export async function fillRestingIn(
  deps: StepDeps,
  q: Queryable,
  resting: OrderRow,
  price: number,
): Promise<Stepped<OrderRow> | undefined> {
  const order = await deps.repo.finishOrder(q, resting.id, 'FILLED', price);
  if (order === undefined) return undefined;
  const terms = deps.options.get(resting.optionId)!.terms;
  const result = await bookFill(deps, q, { order, terms, price, now: deps.clock.now(), reason: 'MANUAL' });
  return { answer: order, changes: fillChanges(order, result, 'MANUAL') };
}
