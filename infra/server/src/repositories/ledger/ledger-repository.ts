import type { Db, Queryable } from '../../db/db.js';
import { createLedgerAccounts } from './accounts.js';
import { createLedgerAudit } from './ledger-audit.js';
import {
  bookTransferSet,
  bookTransferSetWithBalances,
  type BookedTransfer,
  type TransferInput,
} from './transfers.js';

/**
 * The one ledger every money movement books through (see docs/ledger.md): account resolution, transfer sets
 * with idempotency keys, holds (`holds.ts`) for two-phase movements, and the audit of the balances.
 */
export function createLedgerRepository(db: Db) {
  return {
    ...createLedgerAccounts(db),
    ...createLedgerAudit(db),

    /** Books one transfer and moves both cached balances in one transaction (the caller's, when given). */
    async transfer(input: TransferInput, q?: Queryable): Promise<BookedTransfer> {
      const book = async (t: Queryable) => (await bookTransferSet(t, [input]))[0]!;
      return q === undefined ? db.tx(book) : book(q);
    },

    /** Books many transfers in the caller's transaction, in two statements (see `bookTransferSet`). */
    bookSet: bookTransferSet,
    /** `bookSet`, with the balances the moved accounts hold once it is booked. */
    bookSetWithBalances: bookTransferSetWithBalances,
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
