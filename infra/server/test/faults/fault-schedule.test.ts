import { describe, expect, it } from 'vitest';

import { backend, seededPostgresDatabase } from '../helper.js';
import { describeRun, runFaultSchedule } from './fault-schedule.js';

const REDIS_URL = process.env.REDIS_URL;

/**
 * The short run of the fault schedule (the long one: `pnpm soak`). Its seed is printed; FAULT_SEED=<seed> replays
 * the same schedule and the same players' choices.
 */
describe.skipIf(backend !== 'postgres' || REDIS_URL === undefined)('the fault schedule', () => {
  it('loses nothing, doubles nothing, copies everything once, settles every round on time', async () => {
    const seed = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 1_000_000));
    console.log(`fault schedule seed ${seed}`);
    const database = await seededPostgresDatabase();
    try {
      const report = await runFaultSchedule({
        seed,
        seconds: Number(process.env.FAULT_SECONDS ?? 45),
        databaseUrl: database.url,
        redisUrl: REDIS_URL!,
        log: (line) => console.log(line),
      });
      console.log(describeRun(report).join('\n'));
      expect(report.selfExits).toEqual([]);
      // Every kind of fault happened, while every kind of operation went through.
      expect(Object.values(report.faults).every((n) => n > 0)).toBe(true);
      expect(report.acknowledged.bet).toBeGreaterThan(0);
      expect(report.acknowledged.order + report.acknowledged.trade).toBeGreaterThan(0);
      expect(report.acknowledged.convert).toBeGreaterThan(0);
      expect(report.copies).toBeGreaterThan(0);
      expect({
        lost: report.lost,
        doubled: report.doubled,
        copiesMissing: report.copiesMissing,
        copiesOutOfOrder: report.copiesOutOfOrder,
        roundsUnsettled: report.roundsUnsettled,
        roundsLate: report.roundsLate,
        negativeBalances: report.negativeBalances,
        auditProblems: report.auditProblems,
        moneyChanged: report.moneyChanged,
      }).toEqual({
        lost: [],
        doubled: [],
        copiesMissing: [],
        copiesOutOfOrder: [],
        roundsUnsettled: [],
        roundsLate: [],
        negativeBalances: 0,
        auditProblems: [],
        moneyChanged: [],
      });
    } finally {
      await database.drop();
    }
  }, 240_000);
});
