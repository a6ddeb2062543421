import type { OverseaCloseReason, OverseaPositionSide, OverseaTradeType } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import type { OverseaRepository } from '../../repositories/oversea/oversea-repository.js';
import { lockAccount } from '../../repositories/ledger/lock-account.js';
import { transferBatch } from '../../repositories/ledger/transfer-batch.js';
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

/**
 * Applies a fill to the player's net position and books its money as one ledger set (docs/oversea.md):
 * a resting order's hold is released; contracts against the position close (its margin share released, the
 * realized profit paid house -> player, or the loss paid player -> house up to what the player has); contracts
 * beyond it open or add (their margin held player -> escrow). Keys name the order, so a fill booked twice moves
 * money once. The ledger's CHECK refuses a hold the player cannot pay (INSUFFICIENT_BALANCE): roll back.
 */
export async function bookFill(
  deps: FillDeps,
  q: Queryable,
  fill: Fill,
  held?: FillHeld,
): Promise<FillResult> {
  const { repo, ledger } = deps;
  const { order, terms, price, now } = fill;
  const known = held ?? (await readHeld(deps, q, order));
  const { user, escrow, house } = known.accounts;
  const { transfers, move } = transferBatch(`oversea:order:${order.id}`, 'KRW');
  // What the player holds before this fill: their free balance plus what is released to them now.
  let available = known.balance;
  move('release-order', escrow, user, order.margin, 'OVERSEA_ORDER_RELEASE');
  available += order.margin;

  const result: FillResult = { balance: known.balance };
  const side = sideOf(order.tradeType);
  let remaining = order.qty;
  let position = known.position;
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
    const realized = (position.realizedPnl ?? 0n) + pnl;
    if (closing === position.qty) {
      result.closed = await repo.close(q, position.id, {
        at: now,
        price,
        realizedPnl: realized,
        reason: fill.reason,
      });
      position = undefined;
    } else {
      position = await repo.resize(q, position.id, {
        qty: position.qty - closing,
        entryCost: position.entryCost - cost,
        margin: position.margin - margin,
        realizedPnl: realized,
      });
      result.changed = { row: position, opened: false };
    }
    remaining -= closing;
  }
  if (remaining > 0) {
    const factor = position?.isOvernight === true ? 2n : 1n;
    const margin = BigInt(remaining) * terms.marginPerContract * factor;
    move('hold', user, escrow, margin, 'OVERSEA_MARGIN_HOLD');
    const cost = BigInt(price) * BigInt(remaining);
    result.changed =
      position === undefined
        ? {
            row: await repo.insertPosition(q, {
              userId: order.userId,
              optionId: order.optionId,
              stock: order.stock,
              side,
              qty: remaining,
              entryCost: cost,
              margin,
              openedAt: now,
            }),
            opened: true,
          }
        : {
            row: await repo.resize(q, position.id, {
              qty: position.qty + remaining,
              entryCost: position.entryCost + cost,
              margin: position.margin + margin,
              realizedPnl: position.realizedPnl,
            }),
            opened: false,
          };
  }
  const { balances } = await ledger.bookSetWithBalances(q, transfers);
  result.balance = balances.get(user) ?? known.balance;
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
