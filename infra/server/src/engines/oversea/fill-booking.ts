import type { OverseaCloseReason, OverseaPositionSide, OverseaTradeType } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import type { NewPosition, OverseaRepository } from '../../repositories/oversea/oversea-repository.js';
import { lockAccount } from '../../repositories/ledger/lock-account.js';
import { transferBatch } from '../../repositories/ledger/transfer-batch.js';
import type { TransferInput } from '../../repositories/ledger/transfers.js';
import { openedPosition } from '../order-core/opened-position.js';
import { pnlKrw, type Terms } from './contract-terms.js';

export interface FillDeps {
  repo: OverseaRepository;
  ledger: LedgerRepository;
}

/** One order filling at one price, in the caller's transaction. */
export interface Fill {
  order: OrderRow;
  terms: Terms;
  price: number;
  now: number;
  /** Why the position it closes closes (MANUAL for a player's own order). */
  reason: OverseaCloseReason;
}

/**
 * What the caller already holds of the player, under their lock (a batch): their accounts, their balance now and
 * their open position of the option. Without it the fill reads them.
 */
export interface FillHeld {
  accounts: { user: number; escrow: number; house: number };
  balance: bigint;
  position: PositionRow | undefined;
}

/** What the fill did to the player's position of that option. */
export interface FillResult {
  /** The player's balance once the fill is booked. */
  balance: bigint;
  /** The position it closed in full (with its realized profit), if any. */
  closed?: PositionRow;
  /** The position it opened, added to or reduced. */
  changed?: { row: PositionRow; opened: boolean };
}

const sideOf = (tradeType: OverseaTradeType): OverseaPositionSide => (tradeType === 'B' ? 'LONG' : 'SHORT');

/** `part` of `whole` contracts' share of an amount (the whole amount for the whole size, so nothing is left over). */
const share = (amount: bigint, part: number, whole: number) =>
  part === whole ? amount : (amount * BigInt(part)) / BigInt(whole);

/** What a fill does to the player's position: at most a close or a resize, then at most an opening or an addition. */
export type PositionStep =
  | { close: { id: number; at: number; price: number; realizedPnl: bigint; reason: OverseaCloseReason } }
  | { resize: { id: number; qty: number; entryCost: bigint; margin: bigint; realizedPnl: bigint | null } }
  | { insert: NewPosition };

/** A fill decided, not yet written: its ledger set, its position steps and the player's balance once booked. */
export interface FillPlan {
  transfers: TransferInput[];
  steps: PositionStep[];
  balance: bigint;
}

/**
 * Decides a fill against the player's net position, with no database (docs/oversea.md): a resting order's hold is
 * released; contracts against the position close (its margin share released, the realized profit paid house ->
 * player, or the loss paid player -> house up to what the player has); contracts beyond it open or add (their
 * margin held player -> escrow). Keys name the order, so a fill booked twice moves money once. A balance below
 * zero is what the ledger refuses (INSUFFICIENT_BALANCE). Both a change written in its savepoint (`bookFill`) and
 * a batch's quick orders decided in memory (oversea-quick.ts) write what this decides, so their money math is one.
 */
export function planFill(held: FillHeld, fill: Fill): FillPlan {
  const { order, terms, price, now } = fill;
  const { user, escrow, house } = held.accounts;
  const { transfers, move } = transferBatch(`oversea:order:${order.id}`, 'KRW');
  // What the player holds as the fill goes: their free balance plus what is released to them, less what is held.
  let available = held.balance;
  move('release-order', escrow, user, order.margin, 'OVERSEA_ORDER_RELEASE');
  available += order.margin;

  const steps: PositionStep[] = [];
  const side = sideOf(order.tradeType);
  let remaining = order.qty;
  let position = held.position;
  if (position !== undefined && position.side !== side) {
    const closing = Math.min(remaining, position.qty);
    const cost = share(position.entryCost, closing, position.qty);
    const margin = share(position.margin, closing, position.qty);
    let pnl = pnlKrw(terms, position.side, closing, cost, price);
    move('release-position', escrow, user, margin, 'OVERSEA_MARGIN_RELEASE');
    available += margin;
    if (pnl > 0n) move('profit', house, user, pnl, 'OVERSEA_PROFIT');
    if (pnl < 0n) {
      // A gap past the loss-cut can lose more than the player has: the house carries the rest.
      const loss = -pnl < available ? -pnl : available;
      move('loss', user, house, loss, 'OVERSEA_LOSS');
      pnl = -loss;
    }
    available += pnl;
    const realizedPnl = (position.realizedPnl ?? 0n) + pnl;
    if (closing === position.qty) {
      steps.push({ close: { id: position.id, at: now, price, realizedPnl, reason: fill.reason } });
      position = undefined;
    } else {
      const size = {
        qty: position.qty - closing,
        entryCost: position.entryCost - cost,
        margin: position.margin - margin,
        realizedPnl,
      };
      steps.push({ resize: { id: position.id, ...size } });
      position = { ...position, ...size };
    }
    remaining -= closing;
  }
  if (remaining > 0) {
    const factor = position?.isOvernight === true ? 2n : 1n;
    const margin = BigInt(remaining) * terms.marginPerContract * factor;
    move('hold', user, escrow, margin, 'OVERSEA_MARGIN_HOLD');
    available -= margin;
    const entryCost = BigInt(price) * BigInt(remaining);
    steps.push(
      position === undefined
        ? { insert: openedPosition(order, { side, qty: remaining, entryCost, margin }, now) }
        : {
            resize: {
              id: position.id,
              qty: position.qty + remaining,
              entryCost: position.entryCost + entryCost,
              margin: position.margin + margin,
              realizedPnl: position.realizedPnl,
            },
          },
    );
  }
  return { transfers, steps, balance: available };
}

/**
 * Books a fill in the caller's transaction (`planFill`'s steps on the position rows, its transfers as one ledger
 * set). The ledger's CHECK refuses a hold the player cannot pay (INSUFFICIENT_BALANCE): roll back.
 */
export async function bookFill(
  deps: FillDeps,
  q: Queryable,
  fill: Fill,
  held?: FillHeld,
): Promise<FillResult> {
  const { repo, ledger } = deps;
  const known = held ?? (await readHeld(deps, q, fill.order));
  const plan = planFill(known, fill);
  const result: FillResult = { balance: known.balance };
  for (const step of plan.steps) {
    if ('close' in step) result.closed = await repo.close(q, step.close.id, step.close);
    else if ('resize' in step)
      result.changed = { row: await repo.resize(q, step.resize.id, step.resize), opened: false };
    else result.changed = { row: await repo.insertPosition(q, step.insert), opened: true };
  }
  const { balances } = await ledger.bookSetWithBalances(q, plan.transfers);
  result.balance = balances.get(known.accounts.user) ?? known.balance;
  return result;
}

/** The player's accounts (their own locked), balance and open position of the order's option, read. */
async function readHeld(deps: FillDeps, q: Queryable, order: OrderRow): Promise<FillHeld> {
  const { repo, ledger } = deps;
  const [user, escrow, house] = await Promise.all([
    ledger.userAccountId(order.userId, 'MONEY', q),
    ledger.systemAccountId('OVERSEA_ESCROW', 'KRW', q),
    ledger.systemAccountId('HOUSE', 'KRW', q),
  ]);
  const balance = await lockAccount(q, user);
  const position = await repo.openPositionFor(q, order.userId, order.optionId);
  return { accounts: { user, escrow, house }, balance, position };
}
