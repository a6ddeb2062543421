import type { Queryable } from '../../db/db.js';
import type { Asset, LedgerWallet } from '../../money/assets.js';
import type { SystemAccountKind } from '../../repositories/ledger/accounts.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';

/** A player's wallet account, the area's escrow and the house, with the balance read under the player's lock. */
export interface LockedAccount {
  user: number;
  escrow: number;
  house: number;
  balance: bigint;
}

/**
 * The account locks of an engine's transactions (generic: the lead may move it into the engine core). Ids never
 * change: the escrow's and the house's are read once outside any transaction (`ready`, which may create the
 * escrow), each player's on first use and remembered. `lockMany` locks several players' accounts in ONE
 * statement in account order (a batch's first step), so two batches, or a batch and a single change, never
 * wait on each other in a circle. The escrow and the house are locked in that same statement: every ledger set
 * locks its accounts in id order, and a batch that locked its players first and the house only when it books
 * would wait on a settlement holding the house while that settlement waits on one of the batch's players.
 */
export class AccountLocks {
  private system: { escrow: number; house: number } | undefined;
  private readonly users = new Map<number, number>();

  constructor(
    private readonly ledger: Pick<LedgerRepository, 'systemAccountId' | 'userAccountIds'>,
    private readonly area: { wallet: LedgerWallet; escrow: SystemAccountKind; asset: Asset },
  ) {}

  /** Resolves the escrow and house accounts; call outside a transaction before the first lock. */
  async ready(): Promise<void> {
    if (this.system !== undefined) return;
    const [escrow, house] = await Promise.all([
      this.ledger.systemAccountId(this.area.escrow, this.area.asset),
      this.ledger.systemAccountId('HOUSE', this.area.asset),
    ]);
    this.system = { escrow, house };
  }

  async lock(q: Queryable, userId: number): Promise<LockedAccount> {
    return (await this.lockMany(q, [userId])).get(userId)!;
  }

  async lockMany(q: Queryable, userIds: readonly number[]): Promise<Map<number, LockedAccount>> {
    const system = this.system;
    if (system === undefined) throw new Error('the accounts are not ready');
    const unknown = [...new Set(userIds)].filter((userId) => !this.users.has(userId));
    if (unknown.length > 0) {
      // A player's account exists before any trade of theirs: its id, read in a transaction, stays true.
      for (const [userId, id] of await this.ledger.userAccountIds(unknown, this.area.wallet, q))
        this.users.set(userId, id);
    }
    const userOf = new Map([...new Set(userIds)].map((userId) => [this.users.get(userId)!, userId]));
    const locked = new Map<number, LockedAccount>();
    if (userOf.size === 0) return locked;
    const rows = await q.query<{ id: number; balance: string }>(
      'SELECT id, balance::text AS balance FROM ledger_account WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
      [[...userOf.keys(), system.escrow, system.house]],
    );
    for (const row of rows) {
      const user = Number(row.id);
      const userId = userOf.get(user);
      if (userId !== undefined) locked.set(userId, { user, ...system, balance: BigInt(row.balance) });
    }
    return locked;
  }
}
