import type { Db, Queryable } from '../db/db.js';
import { parseUnits } from '../money/units.js';

export interface QuoteRow {
  id: string;
  userId: number;
  fromWallet: string;
  toWallet: string;
  point: bigint;
  receive: bigint;
  expiresAt: number;
  used: boolean;
}

type RawQuote = Omit<QuoteRow, 'point' | 'receive' | 'expiresAt'> & {
  point: string;
  receive: string;
  expiresAt: string;
};

const COLUMNS = `id, user_id AS "userId", from_wallet AS "fromWallet", to_wallet AS "toWallet",
  point::text AS point, receive::text AS receive, expires_at::text AS "expiresAt", used_at IS NOT NULL AS used`;

const toRow = (raw: RawQuote): QuoteRow => ({
  ...raw,
  point: parseUnits(raw.point),
  receive: parseUnits(raw.receive),
  expiresAt: Number(raw.expiresAt),
});

/** Conversion quotes (migration 019): a price promised to one player until it expires, used once. */
export function createQuoteRepository(db: Db) {
  return {
    /** Keeps a quote; an id kept before stays as it was (a retry's quote: converting it again books nothing). */
    async insert(quote: Omit<QuoteRow, 'used'>): Promise<void> {
      await db.query(
        `INSERT INTO dnw_quote (id, user_id, from_wallet, to_wallet, point, receive, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [
          quote.id,
          quote.userId,
          quote.fromWallet,
          quote.toWallet,
          quote.point.toString(),
          quote.receive.toString(),
          quote.expiresAt,
        ],
      );
    },

    /** The quote, locked for the caller's transaction: of two uses at once, the second sees it used. */
    async lock(id: string, q: Queryable): Promise<QuoteRow | undefined> {
      const rows = await q.query<RawQuote>(`SELECT ${COLUMNS} FROM dnw_quote WHERE id = $1 FOR UPDATE`, [id]);
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    async markUsed(id: string, q: Queryable): Promise<void> {
      await q.query('UPDATE dnw_quote SET used_at = now() WHERE id = $1', [id]);
    },
  };
}
