import type { ChainCoin } from '@bx/contracts';

import type { Db, Queryable } from '../db/db.js';

export interface CoinAddressRow {
  siteId: number;
  userId: number;
  coin: ChainCoin;
  address: string;
  tag: string | null;
  expiresAt: number | null;
}

export interface WithdrawAddress {
  address: string;
  tag: string | null;
}

const COLUMNS = `site_id AS "siteId", user_id AS "userId", coin, address, tag, expires_at::float8 AS "expiresAt"`;

/** Players' deposit addresses per coin and their own withdrawal addresses (migration 020). */
export function createCoinAddressRepository(db: Db) {
  return {
    async lasting(userId: number, coin: ChainCoin): Promise<CoinAddressRow | undefined> {
      const rows = await db.query<CoinAddressRow>(
        `SELECT ${COLUMNS} FROM coin_address WHERE user_id = $1 AND coin = $2 AND expires_at IS NULL`,
        [userId, coin],
      );
      return rows[0];
    },

    /**
     * Stores an address issued to the player; undefined when it collides (the player's lasting address stored by
     * a racing call, or an address and tag issued before): the caller reads or issues again.
     */
    async insert(row: CoinAddressRow): Promise<CoinAddressRow | undefined> {
      const rows = await db.query<CoinAddressRow>(
        `INSERT INTO coin_address (site_id, user_id, coin, address, tag, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [row.siteId, row.userId, row.coin, row.address, row.tag, row.expiresAt],
      );
      return rows[0];
    },

    /** Whose deposit this is: the address (and, on chains that route by tag, the tag) it was sent to. */
    async route(coin: ChainCoin, address: string, tag: string | null, q: Queryable = db) {
      const rows = await q.query<CoinAddressRow>(
        `SELECT ${COLUMNS} FROM coin_address WHERE coin = $1 AND address = $2 AND coalesce(tag, '') = $3`,
        [coin, address, tag ?? ''],
      );
      return rows[0];
    },

    async withdrawAddress(userId: number, coin: ChainCoin): Promise<WithdrawAddress | undefined> {
      const rows = await db.query<WithdrawAddress>(
        'SELECT address, tag FROM coin_withdraw_address WHERE user_id = $1 AND coin = $2',
        [userId, coin],
      );
      return rows[0];
    },

    async saveWithdrawAddress(
      userId: number,
      coin: ChainCoin,
      to: WithdrawAddress & { bankInfo: string | null },
    ): Promise<void> {
      await db.query(
        `INSERT INTO coin_withdraw_address (user_id, coin, address, tag, bank_info) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, coin) DO UPDATE SET address = $3, tag = $4, bank_info = $5`,
        [userId, coin, to.address, to.tag, to.bankInfo],
      );
    },
  };
}

export type CoinAddressRepository = ReturnType<typeof createCoinAddressRepository>;
