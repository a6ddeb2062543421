import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Asset, LedgerWallet } from '../../../src/money/assets.js';
import { captureHold, placeHold, releaseHold, type Hold } from '../../../src/repositories/ledger/holds.js';
import { LedgerRefusal } from '../../../src/repositories/ledger/ledger-refusal.js';
import type { LedgerRepository } from '../../../src/repositories/ledger/ledger-repository.js';
import type { TransferInput } from '../../../src/repositories/ledger/transfers.js';
import { buildTestApp } from '../../helper.js';

/**
 * Money conservation of the one ledger every engine books through, for every kind of movement: deposits from
 * outside, moves between wallets and users, holds placed, captured (with a payout) and released, sets of
 * several movements in one transaction, replays and reused keys. A model predicts each outcome.
 */

/** The wallets of each asset the movements use; amounts of BTC (1 BTC seeded) are drawn 100 times smaller. */
const ASSETS = {
  USDT: { wallets: ['USDT', 'BINARY', 'FUTURES'] as LedgerWallet[], divisor: 1n },
  BTC: { wallets: ['BTC'] as LedgerWallet[], divisor: 100n },
};
type TestAsset = keyof typeof ASSETS;
const TEST_ASSETS = Object.keys(ASSETS) as TestAsset[];

interface Accounts {
  users: Record<TestAsset, number[]>;
  house: Record<TestAsset, number>;
  escrow: Record<TestAsset, number>;
  external: Record<TestAsset, number>;
}

type Op =
  | { kind: 'deposit'; asset: TestAsset; to: number; amount: bigint }
  | { kind: 'move'; asset: TestAsset; from: number; to: number; amount: bigint }
  | { kind: 'hold'; asset: TestAsset; from: number; amount: bigint }
  | { kind: 'capture'; hold: number; payout: bigint }
  | { kind: 'release'; hold: number }
  | { kind: 'batch'; ops: Array<Extract<Op, { kind: 'move' | 'hold' | 'deposit' }>> }
  | { kind: 'replay'; set: number }
  | { kind: 'conflict'; set: number };

const assetArb = fc.constantFrom<TestAsset>('USDT', 'BTC');
// Up to about 20,000 whole units: now and then more than a wallet holds, so overdrafts are tried too.
const amountArb = fc.bigInt({ min: 1n, max: 20_000_000_000n });
const simpleOps = [
  fc.record({ kind: fc.constant('deposit' as const), asset: assetArb, to: fc.nat(20), amount: amountArb }),
  fc.record({
    kind: fc.constant('move' as const),
    asset: assetArb,
    from: fc.nat(20),
    to: fc.nat(20),
    amount: amountArb,
  }),
  fc.record({ kind: fc.constant('hold' as const), asset: assetArb, from: fc.nat(20), amount: amountArb }),
];
const opArb: fc.Arbitrary<Op> = fc.oneof(
  ...simpleOps,
  fc.record({
    kind: fc.constant('capture' as const),
    hold: fc.nat(50),
    payout: fc.bigInt({ min: 0n, max: 3n }),
  }),
  fc.record({ kind: fc.constant('release' as const), hold: fc.nat(50) }),
  fc.record({
    kind: fc.constant('batch' as const),
    ops: fc.array(fc.oneof(...simpleOps), { minLength: 2, maxLength: 6 }),
  }),
  fc.record({ kind: fc.constant('replay' as const), set: fc.nat(50) }),
  fc.record({ kind: fc.constant('conflict' as const), set: fc.nat(50) }),
);

let app: FastifyInstance;
let ledger: LedgerRepository;
let accounts: Accounts;
let run = 0;

beforeAll(async () => {
  app = await buildTestApp({ binary: { autoStart: false } });
  ledger = app.repos.ledger;
  const players = await Promise.all(
    ['demo1', 'demo2', 'demo3'].map(async (name) => (await app.repos.users.findByUsername(1, name))!.id),
  );
  const perAsset = async <T>(resolve: (asset: TestAsset) => Promise<T>) =>
    Object.fromEntries(
      await Promise.all(TEST_ASSETS.map(async (asset) => [asset, await resolve(asset)])),
    ) as Record<TestAsset, T>;
  accounts = {
    users: await perAsset((asset) =>
      Promise.all(
        players.flatMap((id) => ASSETS[asset].wallets.map((wallet) => ledger.userAccountId(id, wallet))),
      ),
    ),
    house: await perAsset((asset) => ledger.systemAccountId('HOUSE', asset)),
    escrow: await perAsset((asset) => ledger.systemAccountId('BINARY_ESCROW', asset)),
    external: await perAsset((asset) => ledger.systemAccountId('EXTERNAL', asset)),
  };
});
afterAll(() => app.close());

async function balancesOf(ids: readonly number[]): Promise<Map<number, bigint>> {
  const rows = await app.db.query<{ id: number; balance: string }>(
    'SELECT id, balance::text AS balance FROM ledger_account WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, BigInt(row.balance)]));
}

describe('the ledger conserves money across every kind of movement', () => {
  it('sums to zero per asset, keeps users at or above zero, books each key once, matches the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 40 }), async (ops) => {
        run++;
        const userIds = new Set(TEST_ASSETS.flatMap((asset) => accounts.users[asset]));
        const all = [
          ...userIds,
          ...TEST_ASSETS.flatMap((a) => [accounts.house[a], accounts.escrow[a], accounts.external[a]]),
        ];
        const model = await balancesOf(all);
        const escrowAtStart = new Map(
          TEST_ASSETS.map((asset) => [asset, model.get(accounts.escrow[asset])!]),
        );
        const openHolds: Array<{ hold: Hold; key: string }> = [];
        const booked: TransferInput[][] = [];
        let serial = 0;
        const key = () => `prop:${run}:${serial++}`;
        const user = (asset: TestAsset, n: number) =>
          accounts.users[asset][n % accounts.users[asset].length]!;
        const unit = (asset: TestAsset, amount: bigint) => amount / ASSETS[asset].divisor + 1n;

        /** The transfers of one simple movement, and the hold it opens if it is one. */
        const transfersOf = (op: Extract<Op, { kind: 'move' | 'hold' | 'deposit' }>) => {
          const amount = unit(op.asset, op.amount);
          if (op.kind === 'deposit') {
            const t = transfer(accounts.external[op.asset], user(op.asset, op.to), op.asset, amount, key());
            return { transfers: [t], hold: undefined };
          }
          if (op.kind === 'move') {
            const [from, to] = [user(op.asset, op.from), user(op.asset, op.to)];
            // Moving to the same account is not a transfer: the other way round then.
            const target = from === to ? user(op.asset, op.to + 1) : to;
            return { transfers: [transfer(from, target, op.asset, amount, key())], hold: undefined };
          }
          const hold: Hold = {
            userAccountId: user(op.asset, op.from),
            escrowAccountId: accounts.escrow[op.asset],
            asset: op.asset,
            amount,
          };
          const placed = placeHold(hold, { key: key(), code: 'TEST_HOLD' });
          return { transfers: [placed], hold: { hold, key: placed.idempotencyKey } };
        };

        /** Books a set; answers whether the model predicted and the ledger agreed it goes through. */
        const book = async (transfers: TransferInput[], expected: 'booked' | 'replayed' | 'conflict') => {
          const after = new Map(model);
          if (expected === 'booked') {
            for (const t of transfers) {
              after.set(t.debitAccountId, after.get(t.debitAccountId)! - t.amount);
              after.set(t.creditAccountId, after.get(t.creditAccountId)! + t.amount);
            }
          }
          const overdraws = [...after].some(([id, balance]) => userIds.has(id) && balance < 0n);
          const attempt = app.db.tx((q) => ledger.bookSet(q, transfers));
          if (expected === 'conflict') {
            await expect(attempt).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
            return false;
          }
          if (overdraws) {
            await expect(attempt).rejects.toSatisfy(
              (error) => error instanceof LedgerRefusal && error.code === 'INSUFFICIENT_BALANCE',
            );
            return false;
          }
          const answers = await attempt;
          expect(answers.map((a) => a.replayed)).toEqual(transfers.map(() => expected === 'replayed'));
          for (const [id, balance] of after) model.set(id, balance);
          booked.push(transfers);
          return true;
        };

        for (const op of ops) {
          if (op.kind === 'deposit' || op.kind === 'move' || op.kind === 'hold') {
            const { transfers, hold } = transfersOf(op);
            if ((await book(transfers, 'booked')) && hold !== undefined) openHolds.push(hold);
          } else if (op.kind === 'batch') {
            const parts = op.ops.map(transfersOf);
            if (
              await book(
                parts.flatMap((part) => part.transfers),
                'booked',
              )
            )
              openHolds.push(...parts.flatMap((part) => (part.hold === undefined ? [] : [part.hold])));
          } else if (op.kind === 'capture' || op.kind === 'release') {
            if (openHolds.length === 0) continue;
            const { hold } = openHolds.splice(op.hold % openHolds.length, 1)[0]!;
            const asset = hold.asset as TestAsset;
            const transfers =
              op.kind === 'release'
                ? [releaseHold(hold, { key: key(), code: 'TEST_RELEASE' })]
                : [captureHold(hold, accounts.house[asset], { key: key(), code: 'TEST_CAPTURE' })];
            // A capture may pay the user back a multiple of the stake from the house (a won bet).
            if (op.kind === 'capture' && op.payout > 0n)
              transfers.push(
                transfer(
                  accounts.house[asset],
                  hold.userAccountId,
                  hold.asset,
                  hold.amount * op.payout,
                  key(),
                ),
              );
            expect(await book(transfers, 'booked')).toBe(true);
          } else if (booked.length > 0) {
            const set = booked[op.set % booked.length]!;
            if (op.kind === 'replay') await book(set, 'replayed');
            else await book([{ ...set[0]!, amount: set[0]!.amount + 1n }], 'conflict');
          }
        }

        expect(await balancesOf(all)).toEqual(model);
        for (const asset of TEST_ASSETS) {
          const held = openHolds
            .filter((h) => h.hold.asset === asset)
            .reduce((sum, h) => sum + h.hold.amount, 0n);
          expect(model.get(accounts.escrow[asset])! - escrowAtStart.get(asset)!).toBe(held);
        }
        for (const total of (await ledger.totalsPerAsset()).values()) expect(total).toBe(0n);
        expect(await ledger.driftedAccounts()).toEqual([]);
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 120_000);
});

function transfer(debit: number, credit: number, asset: Asset, amount: bigint, key: string): TransferInput {
  return {
    idempotencyKey: key,
    debitAccountId: debit,
    creditAccountId: credit,
    asset,
    amount,
    code: 'TEST_MOVE',
  };
}
