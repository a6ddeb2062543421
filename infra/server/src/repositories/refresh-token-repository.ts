import type { Queryable } from '../db/db.js';

export interface RefreshTokenRow {
  id: number;
  userId: number;
  familyId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export function createRefreshTokenRepository(db: Queryable) {
  return {
    async insert(
      token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
      q: Queryable = db,
    ): Promise<void> {
      await q.query(
        'INSERT INTO refresh_token (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)',
        [token.userId, token.familyId, token.tokenHash, token.expiresAt],
      );
    },

    async findByHash(tokenHash: string, q: Queryable = db): Promise<RefreshTokenRow | undefined> {
      const rows = await q.query<RefreshTokenRow>(
        `SELECT id, user_id AS "userId", family_id::text AS "familyId", expires_at AS "expiresAt",
           rotated_at AS "rotatedAt", revoked_at AS "revokedAt"
         FROM refresh_token WHERE token_hash = $1`,
        [tokenHash],
      );
      return rows[0];
    },

    /** False when another request rotated or revoked it first. */
    async markRotated(id: number, at: Date, q: Queryable = db): Promise<boolean> {
      const rows = await q.query<{ id: number }>(
        `UPDATE refresh_token SET rotated_at = $2
         WHERE id = $1 AND rotated_at IS NULL AND revoked_at IS NULL RETURNING id`,
        [id, at],
      );
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, at: Date, q: Queryable = db): Promise<void> {
      await q.query(
        'UPDATE refresh_token SET revoked_at = $2 WHERE family_id = $1::uuid AND revoked_at IS NULL',
        [familyId, at],
      );
    },

    /** Ends every session of the user except the family given (the caller's own). */
    async revokeOtherFamilies(
      userId: number,
      keepFamilyId: string,
      at: Date,
      q: Queryable = db,
    ): Promise<void> {
      await q.query(
        `UPDATE refresh_token SET revoked_at = $3
         WHERE user_id = $1 AND family_id <> $2::uuid AND revoked_at IS NULL`,
        [userId, keepFamilyId, at],
      );
    },

    /** Ends every session of the user (forced logout, password reset); returns how many were live. */
    async revokeAllOfUser(userId: number, at: Date, q: Queryable = db): Promise<number> {
      const rows = await q.query<{ id: number }>(
        'UPDATE refresh_token SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
        [userId, at],
      );
      return rows.length;
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
