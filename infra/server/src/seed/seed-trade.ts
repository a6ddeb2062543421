import type { GameType } from '@bx/contracts';

import type { Db } from '../db/db.js';

/** Round length and payout of each game type; bets are taken during the first half of a round. */
const TYPES: Record<GameType, { seconds: number; payoutRate: string }> = {
  'R.5': { seconds: 30, payoutRate: '1.90' },
  R1: { seconds: 60, payoutRate: '1.95' },
  R2: { seconds: 120, payoutRate: '1.95' },
  R5: { seconds: 300, payoutRate: '1.95' },
  B1: { seconds: 60, payoutRate: '1.90' },
  B2: { seconds: 120, payoutRate: '1.92' },
  B5: { seconds: 300, payoutRate: '1.95' },
};

export const SEED_TRADE_OPTIONS: ReadonlyArray<{ stock: string; types: readonly GameType[] }> = [
  { stock: 'BTCUSDT', types: ['R.5', 'R1', 'R2', 'R5', 'B1', 'B2', 'B5'] },
  { stock: 'ETHUSDT', types: ['R1', 'B1', 'B5'] },
  { stock: 'XRPUSDT', types: ['R1', 'B2'] },
  { stock: 'EURUSD', types: ['B1', 'B5'] },
  { stock: 'USDJPY', types: ['B1'] },
  { stock: 'NAS100', types: ['R1', 'B2'] },
  { stock: 'XAUUSD', types: ['R5', 'B1'] },
];

/** USDT minor units (scale 6): minimum 5 USDT, in steps of 1 USDT. */
const MIN_BET = '5000000';
const BET_UNIT = '1000000';

/** Adds the demo trade options when the table is empty; returns whether it did. */
export async function seedTradeOptionsIfEmpty(db: Db): Promise<boolean> {
  return db.tx(async (q) => {
    await q.query('LOCK TABLE trade_option IN EXCLUSIVE MODE');
    const [{ count } = { count: 0 }] = await q.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM trade_option',
    );
    if (count > 0) return false;
    let order = 0;
    for (const { stock, types } of SEED_TRADE_OPTIONS) {
      for (const type of types) {
        const { seconds, payoutRate } = TYPES[type];
        await q.query(
          `INSERT INTO trade_option (stock, type, round_seconds, lock_seconds, payout_rate, min_bet, bet_unit,
             currency, sort_order)
           VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7::numeric, 'USDT', $8)`,
          [stock, type, seconds, seconds / 2, payoutRate, MIN_BET, BET_UNIT, order++],
        );
      }
    }
    return true;
  });
}
