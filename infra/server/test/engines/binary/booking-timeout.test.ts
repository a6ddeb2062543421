import type { TradeRound } from '@bx/contracts';
import { isApiFailure } from '@bx/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backend } from '../../helper.js';
import { binaryBalance, buildTradeApp, get, placeBet, tokenOf, type TradeApp } from './trade-helper.js';

/** Saturday 2024-01-06 12:00:05 in Seoul: crypto trades. */
const SATURDAY = Date.UTC(2024, 0, 6, 3, 0, 5);
const TIMEOUT_MS = 400;

// The embedded database has one connection: a statement there never waits on another's lock.
describe.runIf(backend === 'postgres')(
  'a bet while its accounts are held too long by another transaction',
  () => {
    let t: TradeApp;
    let demo1: string;
    let round: TradeRound;
    beforeAll(async () => {
      t = await buildTradeApp({ start: SATURDAY, binary: { bookingTimeoutMs: TIMEOUT_MS } });
      await t.clock.idle();
      demo1 = await tokenOf(t.app, 'demo1');
      const option = (await t.app.repos.binary.options()).find(
        (o) => o.stock === 'BTCUSDT' && o.type === 'R1',
      )!;
      round = await get<TradeRound>(t.app, `/api/trade/game/current?siteInfoId=1&tradeOptionId=${option.id}`);
    });
    afterAll(() => t.app.close());

    it('is answered SERVER_BUSY in the site language within the timeout, books nothing, and goes through after', async () => {
      const escrow = await t.app.repos.ledger.systemAccountId('BINARY_ESCROW', 'USDT');
      const before = await binaryBalance(t.app, 'demo1');
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      // Another transaction (a stalled one, as far as the bet can tell) holds the escrow account's row.
      const holder = t.app.db.tx(async (q) => {
        await q.query('SELECT id FROM ledger_account WHERE id = $1 FOR UPDATE', [escrow]);
        locked();
        await released;
      });
      await lockTaken;
      try {
        const started = performance.now();
        const refused = await placeBet(
          t.app,
          demo1,
          { point: '5', tradeRoundId: round.tradeRoundId, type: 'B' },
          'busy-1',
        );
        const waited = performance.now() - started;
        expect(refused.statusCode).toBe(503);
        expect(isApiFailure(refused.body) && refused.body.error.code).toBe('SERVER_BUSY');
        expect(isApiFailure(refused.body) && refused.body.error.message).toBe(
          '접속이 많아 요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
        );
        // Answered once the statement was cut off, not after the request's own 30 s limit.
        expect(waited).toBeLessThan(10_000);
        expect(await binaryBalance(t.app, 'demo1')).toBe(before);
      } finally {
        release();
        await holder;
      }
      const retried = await placeBet(
        t.app,
        demo1,
        { point: '5', tradeRoundId: round.tradeRoundId, type: 'B' },
        'busy-1',
      );
      expect(retried.statusCode).toBe(200);
      expect(await binaryBalance(t.app, 'demo1')).toBe(before - 5_000_000n);
    });
  },
);
