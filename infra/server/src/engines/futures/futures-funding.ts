import type { Db } from '../../db/db.js';
import type { FuturesRepository } from '../../repositories/futures/futures-repository.js';
import type { FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { sideOf } from './futures-account.js';
import type { FuturesAccountLocks } from './futures-fill.js';
import { fundingAmount } from './futures-math.js';
import type { FuturesOptions } from './futures-options.js';

export interface FundingDeps {
  db: Pick<Db, 'tx'>;
  repo: FuturesRepository;
  ledger: LedgerRepository;
  options: FuturesOptions;
  locks: FuturesAccountLocks;
}

/**
 * Books the funding of `time` (docs/futures.md "Funding"): every position open at that time pays or receives its
 * notional at mark x the option's rate, player <-> house, a cross position from or to the wallet, an isolated one
 * from or to its margin; what a payer does not have is not taken. Each position's funding is one transaction with
 * its futures_funding row (and a ledger key naming position and time), so a run redone after a crash books nothing
 * twice; the run is recorded last. Answers the positions it changed.
 */
export async function runFunding(deps: FundingDeps, time: number): Promise<FuturesPositionRow[]> {
  const { repo, ledger } = deps;
  const changed: FuturesPositionRow[] = [];
  for (const open of await repo.openPositions()) {
    if (open.openedAt > time) continue;
    const terms = deps.options.get(open.optionId);
    const mark = terms === undefined ? undefined : deps.options.mark(terms.stock);
    if (terms === undefined || mark === undefined) continue;
    const row = await deps.db.tx(async (q) => {
      const { balance: free, ...accounts } = await deps.locks.lock(q, open.userId);
      const position = await repo.position(open.id, q, true);
      if (position === undefined || position.status !== 'OPEN') return undefined;
      const owed = fundingAmount(terms, sideOf(position), position.qty, mark, terms.fundingRatePpm);
      const isolated = position.marginType === 'ISOLATED';
      const from = isolated ? position.margin : free;
      // Positive: the player pays, up to what backs the position; negative: the player receives.
      const amount = owed > from ? from : owed;
      const booked = await repo.insertFunding(q, {
        positionId: position.id,
        time,
        ratePpm: terms.fundingRatePpm,
        markPrice: mark,
        amount,
      });
      if (!booked || amount === 0n) return undefined;
      const playerSide = isolated ? accounts.escrow : accounts.user;
      await ledger.bookSet(q, [
        {
          idempotencyKey: `futures:funding:${position.id}:${time}`,
          debitAccountId: amount > 0n ? playerSide : accounts.house,
          creditAccountId: amount > 0n ? accounts.house : playerSide,
          asset: 'USDT',
          amount: amount > 0n ? amount : -amount,
          code: 'FUTURES_FUNDING',
        },
      ]);
      return repo.updatePosition(q, position.id, {
        ...position,
        margin: isolated ? position.margin - amount : position.margin,
        fundingFee: position.fundingFee - amount,
      });
    });
    if (row !== undefined) changed.push(row);
  }
  await repo.markFundingRun(time);
  return changed;
}
