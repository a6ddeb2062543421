import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LedgerRefusal } from '../../../src/repositories/ledger/ledger-refusal.js';
import type { LedgerRepository } from '../../../src/repositories/ledger/ledger-repository.js';
import { buildTestApp } from '../../helper.js';

let app: FastifyInstance;
let ledger: LedgerRepository;
let demo1: number;
let demo2: number;
beforeAll(async () => {
  app = await buildTestApp();
  ledger = app.repos.ledger;
  demo1 = (await app.repos.users.findByUsername(1, 'demo1'))!.id;
  demo2 = (await app.repos.users.findByUsername(1, 'demo2'))!.id;
});
afterAll(() => app.close());

async function usdt(userId: number): Promise<bigint> {
  return (await ledger.userBalances(userId)).find((balance) => balance.wallet === 'USDT')!.balance;
}

describe('ledger', () => {
  it('keeps every asset summing to zero across all accounts after the seed', async () => {
    const totals = await ledger.totalsPerAsset();
    expect([...totals.keys()].sort()).toEqual(['BTC', 'DOGE', 'EOS', 'ETH', 'KRW', 'USDT', 'XRP']);
    for (const total of totals.values()) expect(total).toBe(0n);
  });

  it('funds the seeded players in minor units of each asset', async () => {
    const balances = new Map((await ledger.userBalances(demo1)).map((b) => [b.wallet, b.balance]));
    expect(balances.get('MONEY')).toBe(10_000_000n);
    expect(balances.get('BTC')).toBe(100_000_000n);
    expect(balances.get('USDT')).toBe(10_000_000_000n);
  });

  it('keeps cached balances equal to balances rebuilt from the transfers', async () => {
    expect(await ledger.driftedAccounts()).toEqual([]);
  });

  it('moves money between users exactly once per idempotency key', async () => {
    const [from, to] = [await ledger.userAccountId(demo1, 'USDT'), await ledger.userAccountId(demo2, 'USDT')];
    const before = [await usdt(demo1), await usdt(demo2)];
    const input = {
      idempotencyKey: 'test:move-once',
      debitAccountId: from,
      creditAccountId: to,
      asset: 'USDT' as const,
      amount: 1_500_000n,
      code: 'TEST',
    };
    const first = await ledger.transfer(input);
    const replay = await ledger.transfer(input);
    expect(first.replayed).toBe(false);
    expect(replay).toEqual({ id: first.id, replayed: true });
    expect(await usdt(demo1)).toBe(before[0]! - 1_500_000n);
    expect(await usdt(demo2)).toBe(before[1]! + 1_500_000n);
  });

  it('refuses a replayed key whose transfer differs', async () => {
    const [from, to] = [await ledger.userAccountId(demo1, 'USDT'), await ledger.userAccountId(demo2, 'USDT')];
    const base = { debitAccountId: from, creditAccountId: to, asset: 'USDT' as const, code: 'TEST' };
    await ledger.transfer({ ...base, idempotencyKey: 'test:conflict', amount: 1n });
    await expect(
      ledger.transfer({ ...base, idempotencyKey: 'test:conflict', amount: 2n }),
    ).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
  });

  it('books a key given twice in one set once, and refuses the set when the two differ', async () => {
    const [from, to] = [await ledger.userAccountId(demo1, 'USDT'), await ledger.userAccountId(demo2, 'USDT')];
    const before = [await usdt(demo1), await usdt(demo2)];
    const base = { debitAccountId: from, creditAccountId: to, asset: 'USDT' as const, code: 'TEST' };
    const move = { ...base, idempotencyKey: 'test:twice-in-a-set', amount: 7n };
    const answers = await app.db.tx((q) => ledger.bookSet(q, [move, move]));
    expect(answers.map((answer) => answer.replayed)).toEqual([false, true]);
    expect(answers[1]!.id).toBe(answers[0]!.id);
    expect([await usdt(demo1), await usdt(demo2)]).toEqual([before[0]! - 7n, before[1]! + 7n]);
    const other = { ...base, idempotencyKey: 'test:twice-differing', amount: 7n };
    await expect(
      app.db.tx((q) => ledger.bookSet(q, [other, { ...other, amount: 8n }])),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect([await usdt(demo1), await usdt(demo2)]).toEqual([before[0]! - 7n, before[1]! + 7n]);
  });

  it('refuses a transfer that would make a user balance negative and moves nothing', async () => {
    const [from, to] = [await ledger.userAccountId(demo1, 'USDT'), await ledger.userAccountId(demo2, 'USDT')];
    const before = [await usdt(demo1), await usdt(demo2)];
    const attempt = ledger.transfer({
      idempotencyKey: 'test:overdraft',
      debitAccountId: from,
      creditAccountId: to,
      asset: 'USDT',
      amount: before[0]! + 1n,
      code: 'TEST',
    });
    await expect(attempt).rejects.toBeInstanceOf(LedgerRefusal);
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect([await usdt(demo1), await usdt(demo2)]).toEqual(before);
    // The refused key stays free: nothing about the attempt was kept.
    const rows = await app.db.query(`SELECT 1 FROM transfer WHERE idempotency_key = 'test:overdraft'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses a transfer between accounts of different assets', async () => {
    await expect(
      ledger.transfer({
        idempotencyKey: 'test:cross-asset',
        debitAccountId: await ledger.userAccountId(demo1, 'BTC'),
        creditAccountId: await ledger.userAccountId(demo2, 'USDT'),
        asset: 'USDT',
        amount: 1n,
        code: 'TEST',
      }),
    ).rejects.toThrow();
  });

  it('keeps transfers immutable', async () => {
    await expect(app.db.query('UPDATE transfer SET amount = amount + 1')).rejects.toThrow(/immutable/);
    await expect(app.db.query('DELETE FROM transfer')).rejects.toThrow(/immutable/);
  });

  it('rebuilds a corrupted cached balance from the transfers', async () => {
    const account = await ledger.userAccountId(demo1, 'ETH');
    await app.db.query('UPDATE ledger_account SET balance = balance + 5 WHERE id = $1', [account]);
    expect(await ledger.driftedAccounts()).toHaveLength(1);
    // An operator of another site does not see site 1's player accounts.
    expect(await ledger.driftedAccounts(1)).toHaveLength(1);
    expect(await ledger.driftedAccounts(15)).toEqual([]);
    expect(await ledger.rebuildBalances()).toBe(1);
    expect(await ledger.driftedAccounts()).toEqual([]);
    for (const total of (await ledger.totalsPerAsset()).values()) expect(total).toBe(0n);
  });
});
