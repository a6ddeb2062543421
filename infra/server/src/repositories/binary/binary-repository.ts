import type { Db } from '../../db/db.js';
import type { LedgerRepository } from '../ledger/ledger-repository.js';
import { createBetBooking } from './bet-booking.js';
import { createBetReads } from './bets.js';
import { createRounds } from './rounds.js';
import { createSettlement } from './settlement.js';
import { createRoundStatistics } from './statistics.js';
import { createTradeOptions } from './trade-options.js';

/** All SQL of binary rounds: options, rounds, bets, statistics; money moves through the ledger. */
export function createBinaryRepository(db: Db, ledger: LedgerRepository) {
  return {
    ...createTradeOptions(db),
    ...createRounds(db),
    ...createBetReads(db),
    ...createRoundStatistics(db),
    ...createBetBooking(db, ledger),
    ...createSettlement(db, ledger),
  };
}

export type BinaryRepository = ReturnType<typeof createBinaryRepository>;
