import type { Db } from '../db/db.js';

/** The small settings table behind GET /api/stock/key_value. */
export function createStockRepository(db: Db) {
  return {
    async value(key: string): Promise<string | undefined> {
      const rows = await db.query<{ value: string }>('SELECT value FROM stock_key_value WHERE key = $1', [
        key,
      ]);
      return rows[0]?.value;
    },
    async setValue(key: string, value: string): Promise<void> {
      await db.query(
        `INSERT INTO stock_key_value (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
        [key, value],
      );
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
