import type { Db } from '../../db/db.js';
import type { CopytradeRepository } from '../../repositories/copytrade/copytrade-repository.js';

/** The options one player copies, or undefined when they follow no one. */
type Followed = ReadonlySet<number> | undefined;

/**
 * Who copies which options, in memory (issue 32): a player's every futures order asks (their copied pairs take
 * only orders that reduce), so it must not cost a read of copytrade_follower. Read whole when the instance starts
 * and again every few seconds; a follow made or ended here changes it as the last step of its transaction, under
 * the follower's FUTURES account lock that every order of theirs takes, so an order on this instance never sees
 * the follow's old state once it committed. Other instances hear the change on the bus (`copy-follow`) and read
 * that player's follow again. A read of the database that began before a change made here never overwrites it.
 */
export class CopyFollowBook {
  private readonly followed = new Map<number, ReadonlySet<number>>();
  /** Counts changes committed here; per player, the count when their last one committed. */
  private sequence = 0;
  private readonly changedAt = new Map<number, number>();
  /** Players whose follow a transaction here has changed and not committed yet. */
  private readonly pending = new Set<number>();

  constructor(private readonly repo: Pick<CopytradeRepository, 'activeFollowOptions'>) {}

  options(userId: number): Followed {
    return this.followed.get(userId);
  }

  optionsOf(userIds: readonly number[]): Map<number, ReadonlySet<number>> {
    const found = new Map<number, ReadonlySet<number>>();
    for (const userId of userIds) {
      const options = this.followed.get(userId);
      if (options !== undefined) found.set(userId, options);
    }
    return found;
  }

  /** Reads the follows of `userIds` (every player's when omitted) from the database. */
  async reload(userIds?: readonly number[]): Promise<void> {
    const began = this.sequence;
    const rows = await this.repo.activeFollowOptions(userIds);
    const read = new Map(rows.map((row) => [row.userId, new Set(row.options)] as const));
    const players = userIds ?? [...new Set([...this.followed.keys(), ...read.keys()])];
    for (const userId of players) {
      if (this.pending.has(userId) || (this.changedAt.get(userId) ?? -1) > began) continue;
      this.put(userId, read.get(userId));
    }
  }

  /**
   * Runs a follow's transaction that leaves the player following `options` (undefined: no one): `change` says so as
   * its last step before the commit. Should the transaction fail, the player's follow is read again.
   */
  async change<T>(
    db: Pick<Db, 'tx'>,
    userId: number,
    work: (q: Parameters<Parameters<Db['tx']>[0]>[0], set: (options: Followed) => void) => Promise<T>,
  ): Promise<T> {
    try {
      const done = await db.tx((q) =>
        work(q, (options) => {
          this.pending.add(userId);
          this.put(userId, options);
        }),
      );
      this.changedAt.set(userId, ++this.sequence);
      return done;
    } finally {
      if (this.pending.delete(userId) && !this.changedAt.has(userId)) await this.reload([userId]);
    }
  }

  private put(userId: number, options: Followed): void {
    if (options === undefined) this.followed.delete(userId);
    else this.followed.set(userId, options);
  }
}
