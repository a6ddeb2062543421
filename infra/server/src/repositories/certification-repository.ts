import type { DeliveryChannel, OutboxEntry } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

export type CertPurpose = 'verify' | 'reset_pw';

export interface CertificationRow {
  id: number;
  userId: number | null;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  verifiedAt: Date | null;
}

/** Certification codes and the development outbox. */
export function createCertificationRepository(db: Queryable) {
  return {
    async insert(
      cert: {
        siteId: number;
        channel: DeliveryChannel;
        target: string;
        purpose: CertPurpose;
        userId?: number;
        codeHash: string;
        expiresAt: Date;
        createdAt: Date;
      },
      q: Queryable = db,
    ): Promise<number> {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO certification (site_id, channel, target, purpose, user_id, code_hash, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          cert.siteId,
          cert.channel,
          cert.target,
          cert.purpose,
          cert.userId ?? null,
          cert.codeHash,
          cert.expiresAt,
          cert.createdAt,
        ],
      );
      return rows[0]!.id;
    },

    /** How many codes went to the target since `since`, of one purpose or any: the per-target rate limit. */
    async countSince(siteId: number, target: string, since: Date, purpose?: CertPurpose): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM certification
         WHERE site_id = $1 AND target = $2 AND created_at > $3 AND ($4::text IS NULL OR purpose = $4)`,
        [siteId, target, since, purpose ?? null],
      );
      return row?.count ?? 0;
    },

    /** The newest code of the target for the purpose (the one a verification checks). */
    async latest(
      siteId: number,
      target: string,
      purpose: CertPurpose,
      q: Queryable = db,
    ): Promise<CertificationRow | undefined> {
      const rows = await q.query<CertificationRow>(
        `SELECT id, user_id AS "userId", code_hash AS "codeHash", attempts, expires_at AS "expiresAt",
           verified_at AS "verifiedAt"
         FROM certification WHERE site_id = $1 AND target = $2 AND purpose = $3 ORDER BY id DESC LIMIT 1
         FOR UPDATE`,
        [siteId, target, purpose],
      );
      return rows[0];
    },

    async addAttempt(id: number, q: Queryable = db): Promise<void> {
      await q.query('UPDATE certification SET attempts = attempts + 1 WHERE id = $1', [id]);
    },

    async markVerified(id: number, at: Date, q: Queryable = db): Promise<void> {
      await q.query('UPDATE certification SET verified_at = $2, attempts = attempts + 1 WHERE id = $1', [
        id,
        at,
      ]);
    },

    /**
     * Uses up the newest verified, unused 'verify' certification of the target verified after `since`;
     * false when there is none (never verified, too old, or already used by another sign-up).
     */
    async consumeVerified(siteId: number, target: string, since: Date, at: Date, q: Queryable = db) {
      const rows = await q.query<{ id: number }>(
        `UPDATE certification SET consumed_at = $4
         WHERE id = (
           SELECT id FROM certification
           WHERE site_id = $1 AND target = $2 AND purpose = 'verify' AND verified_at > $3 AND consumed_at IS NULL
           ORDER BY id DESC LIMIT 1 FOR UPDATE)
         RETURNING id`,
        [siteId, target, since, at],
      );
      return rows.length === 1;
    },

    async insertOutbox(
      entry: {
        siteId: number;
        to: string;
        channel: DeliveryChannel;
        subject: string;
        body: string;
        at: Date;
      },
      q: Queryable = db,
    ): Promise<void> {
      await q.query(
        `INSERT INTO delivery_outbox (site_id, to_address, channel, subject, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [entry.siteId, entry.to, entry.channel, entry.subject, entry.body, entry.at],
      );
    },

    /** Newest first; `to` given: that address only. */
    async listOutbox(filter: {
      siteId: number;
      to?: string | undefined;
      page: number;
      size: number;
    }): Promise<{ content: OutboxEntry[]; totalElements: number }> {
      const where = 'site_id = $1 AND ($2::text IS NULL OR to_address = $2)';
      const to = filter.to ?? null;
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM delivery_outbox WHERE ${where}`,
        [filter.siteId, to],
      );
      const content = await db.query<OutboxEntry>(
        `SELECT id, to_address AS "to", channel, subject, body,
           (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"
         FROM delivery_outbox WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
        [filter.siteId, to, filter.size, (filter.page - 1) * filter.size],
      );
      return { content, totalElements: count?.total ?? 0 };
    },
  };
}

export type CertificationRepository = ReturnType<typeof createCertificationRepository>;
