import type { FuturesCloseReason } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { FuturesRepository } from '../../repositories/futures/futures-repository.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { lockAccount } from '../../repositories/ledger/lock-account.js';
import { planFill } from './futures-fill-plan.js';
import type { FuturesTerms } from './futures-math.js';

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
 * Applies one fill to the player's net position (one-way mode) and books its money as one ledger set, as
 * `planFill` decides them (futures-fill-plan.ts, docs/futures.md "Money"). The ledger refuses a hold the player
 * cannot pay (INSUFFICIENT_BALANCE): the caller's transaction rolls back.
 */
export async function bookFuturesFill(
  deps: { repo: FuturesRepository; ledger: LedgerRepository },
  q: Queryable,
  accounts: LockedAccounts,
  fill: FuturesFill,
): Promise<FuturesFillResult> {
  const { repo, ledger } = deps;
  const { order, now, price } = fill;
  const plan = planFill(accounts, fill);
  const result: Omit<FuturesFillResult, 'order'> = {};
  for (const step of plan.steps) {
    if ('close' in step) result.closed = await repo.closePosition(q, step.close.id, step.close);
    else if ('update' in step)
      result.changed = { row: await repo.updatePosition(q, step.update.id, step.update.next), opened: false };
    else result.changed = { row: await repo.insertPosition(q, step.insert), opened: true };
  }
  await ledger.bookSet(q, plan.transfers);
  const filled = await repo.finishOrder(q, order.id, {
    status: 'FILLED',
    at: now,
    filledPrice: price,
    fee: plan.fee,
    liquidationFee: plan.liquidationFee,
    realizedPnl: plan.realized,
    qty: order.qty,
  });
  return { ...result, order: filled ?? order };
}
