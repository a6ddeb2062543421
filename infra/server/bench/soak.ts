/**
 * The long run of the fault schedule (test/faults/fault-schedule.ts; its short run is in the test suite): two server
 * instances on a throwaway database of the PostgreSQL of DATABASE_URL and on the Redis of REDIS_URL, through proxies
 * of its own (the machine's servers are never stopped), for SOAK_SECONDS (300) of seeded players and seeded faults.
 * FAULT_SEED replays a run. Prints the figures and the problems found; exits 1 when there are any.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 pnpm soak
 */
import { describeRun, runFaultSchedule } from '../test/faults/fault-schedule.js';
import { throwawayDatabase } from './throwaway-database.js';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const seed = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 1_000_000));
const seconds = Number(process.env.SOAK_SECONDS ?? 300);

const database = await throwawayDatabase(databaseUrl, 'bx_soak');
console.log(
  `soak: seed ${seed}, ${seconds} s of faults (the first start migrates and seeds database ${database.name})`,
);
let failed = false;
try {
  const report = await runFaultSchedule({
    seed,
    seconds,
    databaseUrl: database.url,
    redisUrl,
    log: (line) => console.log(`  ${line.split('\n')[0]!.slice(0, 200)}`),
  });
  console.log(describeRun(report).join('\n'));
  const problems = [
    ...report.selfExits,
    ...report.lost,
    ...report.doubled,
    ...report.copiesMissing,
    ...report.copiesOutOfOrder,
    ...report.roundsUnsettled,
    ...report.roundsLate,
    ...report.auditProblems,
    ...report.moneyChanged,
  ];
  if (report.negativeBalances > 0) problems.push(`${report.negativeBalances} negative balances`);
  for (const problem of problems) console.log(`PROBLEM: ${problem}`);
  failed = problems.length > 0;
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);
