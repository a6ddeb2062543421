import type { P2pDetail, PaymentProviderCode } from '@bx/contracts';

import type { Db, Queryable } from '../db/db.js';
import { parseUnits } from '../money/units.js';

/** What a WB or WS row asked for beside its dnw_history row (migration 021). */
export interface P2pRow {
  dnwHistoryId: number;
  provider: PaymentProviderCode;
  /** P2P: POST /api/dnw/p2p, decided by an operator; COIN: a provider's coin call, confirmed by the provider. */
  channel: 'P2P' | 'COIN';
  name: string | null;
  phone: string | null;
  won: bigint | null;
  fileId: string | null;
  detail: Omit<P2pDetail, 'provider'>;
}

type RawP2p = Omit<P2pRow, 'won'> & { won: string | null };

const COLUMNS = `dnw_history_id AS "dnwHistoryId", provider, channel, name, phone, won::text AS won,
  file_id AS "fileId", detail`;

const toRow = (raw: RawP2p): P2pRow => ({ ...raw, won: raw.won === null ? null : parseUnits(raw.won) });

/** The P2P and provider side of dnw_history, and who is registered with which provider. */
export function createP2pRepository(db: Db) {
  return {
    async insert(row: P2pRow, q: Queryable): Promise<void> {
      await q.query(
        `INSERT INTO dnw_p2p (dnw_history_id, provider, channel, name, phone, won, file_id, detail)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
        [
          row.dnwHistoryId,
          row.provider,
          row.channel,
          row.name,
          row.phone,
          row.won === null ? null : row.won.toString(),
          row.fileId,
          JSON.stringify(row.detail),
        ],
      );
    },

    async byId(dnwHistoryId: number): Promise<P2pRow | undefined> {
      const rows = await db.query<RawP2p>(`SELECT ${COLUMNS} FROM dnw_p2p WHERE dnw_history_id = $1`, [
        dnwHistoryId,
      ]);
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    /** The id of the player's latest request of the channel, if any. */
    async latestId(userId: number, channel: P2pRow['channel']): Promise<number | undefined> {
      const rows = await db.query<{ id: number }>(
        `SELECT h.id FROM dnw_history h JOIN dnw_p2p p ON p.dnw_history_id = h.id
         WHERE h.user_id = $1 AND p.channel = $2 ORDER BY h.id DESC LIMIT 1`,
        [userId, channel],
      );
      return rows[0]?.id;
    },

    /** Registers the player with the provider, or changes what they registered with. */
    async register(
      member: { userId: number; siteId: number; provider: PaymentProviderCode; value: string },
      q: Queryable,
    ): Promise<void> {
      await q.query(
        `INSERT INTO payment_member (user_id, provider, site_id, value) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, provider) DO UPDATE SET value = EXCLUDED.value`,
        [member.userId, member.provider, member.siteId, member.value],
      );
    },

    /** What the player registered with at the provider; undefined when not registered. */
    async memberValue(userId: number, provider: PaymentProviderCode): Promise<string | undefined> {
      const rows = await db.query<{ value: string }>(
        'SELECT value FROM payment_member WHERE user_id = $1 AND provider = $2',
        [userId, provider],
      );
      return rows[0]?.value;
    },
  };
}

export type P2pRepository = ReturnType<typeof createP2pRepository>;
