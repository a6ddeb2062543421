import type { FuturesCloseReason } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { FuturesRepository } from '../../repositories/futures/futures-repository.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { lockAccount } from '../../repositories/ledger/lock-account.js';
import { transferBatch } from '../../repositories/ledger/transfer-batch.js';
import { initialMargin, notional, takerFee, unrealizedPnl, type FuturesTerms } from './futures-math.js';
import { sideOf } from './futures-account.js';

export interface FuturesAccounts {
  user: number;
  escrow: number;
  house: number;
}

/** The accounts with the player's balance, read under the account's lock in the caller's transaction. */
export type LockedAccounts = FuturesAccounts & { balance: bigint };

export interface FuturesFill {
  /** The order filling (still OPEN: the fill ends it). */
  order: FuturesOrderRow;
  terms: FuturesTerms;
  price: number;
  now: number;
  /** The player's leverage and margin type of the option now (a new position takes them). */
  leverage: number;
  marginType: FuturesOrderRow['marginType'];
  /** Why a position it closes closes (MANUAL for the player's own orders). */
  reason: FuturesCloseReason;
  /** A liquidation also takes what is left of the maintenance margin, as its fee. */
  liquidationFee?: bigint;
  /** The player's open position of the option, locked in this transaction (undefined: none). */
  position: FuturesPositionRow | undefined;
}

export interface FuturesFillResult {
  order: FuturesOrderRow;
  /** The position it closed in full, with its realized profit. */
  closed?: FuturesPositionRow;
  /** The position it opened, added to or reduced. */
  changed?: { row: FuturesPositionRow; opened: boolean };
}

/** `part` of `whole`'s share of an amount (the whole amount for the whole size, so nothing is left over). */
const share = (amount: bigint, part: bigint, whole: bigint) =>
  part === whole ? amount : (amount * part) / whole;

/**
 * The player's FUTURES wallet, the escrow positions and orders hold in, and the house (USDT). Their ids never
 * change: the escrow's and the house's are read once outside any transaction (`prepare`, which may create the
 * escrow), each player's on first use and remembered, so a transaction's first step is only the lock.
 */
export class FuturesAccountLocks {
  private system: { escrow: number; house: number } | undefined;
  private readonly users = new Map<number, number>();

  constructor(private readonly ledger: LedgerRepository) {}

  async prepare(): Promise<void> {
    const [escrow, house] = await Promise.all([
      this.ledger.systemAccountId('FUTURES_ESCROW', 'USDT'),
      this.ledger.systemAccountId('HOUSE', 'USDT'),
    ]);
    this.system = { escrow, house };
  }

  /** Locks the player's FUTURES account in `q` (every futures transaction's first step) and reads its balance. */
  async lock(q: Queryable, userId: number): Promise<LockedAccounts> {
    if (this.system === undefined) throw new Error('the futures accounts are not prepared');
    let user = this.users.get(userId);
    if (user === undefined) {
      user = await this.ledger.userAccountId(userId, 'FUTURES', q);
      this.users.set(userId, user);
    }
    return { user, ...this.system, balance: await lockAccount(q, user) };
  }

  /**
   * Locks several players' FUTURES accounts in `q` in one statement, in account order (a batch's first step), so
   * two batches, or a batch and a single call, never wait on each other in a circle; answers each player's accounts
   * with the balance it read.
   */
  async lockMany(q: Queryable, userIds: readonly number[]): Promise<Map<number, LockedAccounts>> {
    if (this.system === undefined) throw new Error('the futures accounts are not prepared');
    const accountOf = new Map<number, number>();
    for (const userId of new Set(userIds)) {
      let user = this.users.get(userId);
      if (user === undefined) {
        user = await this.ledger.userAccountId(userId, 'FUTURES', q);
        this.users.set(userId, user);
      }
      accountOf.set(user, userId);
    }
    const locked = new Map<number, LockedAccounts>();
    if (accountOf.size === 0) return locked;
    const rows = await q.query<{ id: number; balance: string }>(
      `SELECT id, balance::text AS balance FROM ledger_account WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
      [[...accountOf.keys()]],
    );
    for (const row of rows) {
      const user = Number(row.id);
      locked.set(accountOf.get(user)!, { user, ...this.system, balance: BigInt(row.balance) });
    }
    return locked;
  }
}

/**
 * Applies one fill to the player's net position (one-way mode) and books its money as one ledger set
 * (docs/futures.md "Money"): the order's hold is released; quantity against the position closes (its margin share
 * released, the profit paid house -> player or the loss player -> house up to what the player has, the taker fee);
 * quantity beyond it opens or adds (initial margin held player -> escrow, taker fee), unless the order is
 * reduce-only. Keys name the order, so a fill booked twice moves money once. The ledger refuses a hold the player
 * cannot pay (INSUFFICIENT_BALANCE): the caller's transaction rolls back.
 */
export async function bookFuturesFill(
  deps: { repo: FuturesRepository; ledger: LedgerRepository },
  q: Queryable,
  accounts: LockedAccounts,
  fill: FuturesFill,
): Promise<FuturesFillResult> {
  const { repo, ledger } = deps;
  const { order, terms, price, now } = fill;
  const { transfers, move } = transferBatch(`futures:order:${order.id}`, 'USDT');
  const { user, escrow, house } = accounts;
  let available = accounts.balance;
  move('release-order', escrow, user, order.margin, 'FUTURES_ORDER_RELEASE');
  available += order.margin;

  const result: Omit<FuturesFillResult, 'order'> = {};
  const side = order.tradeType === 'B' ? 'LONG' : 'SHORT';
  let remaining = order.qty;
  let fee = 0n;
  let liquidationFee = 0n;
  let realized: bigint | null = null;
  let position = fill.position;
  if (position !== undefined && position.side !== side) {
    const closing = remaining < position.qty ? remaining : position.qty;
    const cost = share(position.entryCost, closing, position.qty);
    const margin = share(position.margin, closing, position.qty);
    let pnl = unrealizedPnl(terms, sideOf(position), closing, cost, price);
    move('release-position', escrow, user, margin, 'FUTURES_MARGIN_RELEASE');
    available += margin;
    // What the close may take: the player's wallet, or only the position's own margin when an isolated one is
    // liquidated (the rest of the wallet is not at stake).
    let budget = fill.reason === 'LIQUIDATION' && position.marginType === 'ISOLATED' ? margin : available;
    if (pnl > 0n) move('profit', house, user, pnl, 'FUTURES_PROFIT');
    if (pnl < 0n) {
      // A gap past the liquidation price can lose more than there is: the house carries the rest.
      const loss = min(-pnl, budget);
      move('loss', user, house, loss, 'FUTURES_LOSS');
      pnl = -loss;
    }
    budget += pnl;
    const closeFee = min(takerFee(terms, closing, price), budget);
    budget -= closeFee;
    fee += closeFee;
    liquidationFee = min(fill.liquidationFee ?? 0n, budget);
    move('liquidation-fee', user, house, liquidationFee, 'FUTURES_LIQUIDATION_FEE');
    realized = pnl;
    if (closing === position.qty) {
      result.closed = await repo.closePosition(q, position.id, {
        at: now,
        price,
        realizedPnl: position.realizedPnl + pnl,
        reason: fill.reason,
      });
      position = undefined;
    } else {
      position = await repo.updatePosition(q, position.id, {
        ...position,
        qty: position.qty - closing,
        entryCost: position.entryCost - cost,
        margin: position.margin - margin,
        realizedPnl: position.realizedPnl + pnl,
      });
      result.changed = { row: position, opened: false };
    }
    remaining -= closing;
  }
  if (remaining > 0n && !order.reduceOnly) {
    const leverage = position?.leverage ?? fill.leverage;
    const margin = initialMargin(notional(terms, remaining, price), leverage);
    move('hold', user, escrow, margin, 'FUTURES_MARGIN_HOLD');
    fee += takerFee(terms, remaining, price);
    const cost = BigInt(price) * remaining;
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
              leverage,
              marginType: fill.marginType,
              openedAt: now,
            }),
            opened: true,
          }
        : {
            row: await repo.updatePosition(q, position.id, {
              ...position,
              qty: position.qty + remaining,
              entryCost: position.entryCost + cost,
              margin: position.margin + margin,
            }),
            opened: false,
          };
  }
  move('fee', user, house, fee, 'FUTURES_FEE');
  await ledger.bookSet(q, transfers);
  const filled = await repo.finishOrder(q, order.id, {
    status: 'FILLED',
    at: now,
    filledPrice: price,
    fee,
    liquidationFee,
    realizedPnl: realized,
    qty: order.qty,
  });
  return { ...result, order: filled ?? order };
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
