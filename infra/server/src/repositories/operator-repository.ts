import type { AdminAuditEntry, Operator, OperatorLevel } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

const OPERATOR_COLUMNS = `u.id, u.username, u.name, o.level, o.parent_id AS "parentId", u.site_id AS "siteInfoId",
  u.status, (extract(epoch FROM o.created_at) * 1000)::float8 AS "createdAt"`;

/** Operators' levels and the log of their actions (migration 023). */
export function createOperatorRepository(db: Queryable) {
  return {
    async insert(
      userId: number,
      level: OperatorLevel,
      parentId: number | null,
      q: Queryable = db,
    ): Promise<void> {
      await q.query('INSERT INTO operator (user_id, level, parent_id) VALUES ($1, $2, $3)', [
        userId,
        level,
        parentId,
      ]);
    },

    async byId(id: number): Promise<Operator | undefined> {
      const rows = await db.query<Operator>(
        `SELECT ${OPERATOR_COLUMNS} FROM operator o JOIN app_user u ON u.id = o.user_id WHERE u.id = $1`,
        [id],
      );
      return rows[0];
    },

    list(siteId: number, filter: { level?: OperatorLevel; parentId?: number }): Promise<Operator[]> {
      return db.query<Operator>(
        `SELECT ${OPERATOR_COLUMNS} FROM operator o JOIN app_user u ON u.id = o.user_id
         WHERE u.site_id = $1 AND ($2::text IS NULL OR o.level = $2) AND ($3::int IS NULL OR o.parent_id = $3)
         ORDER BY u.id LIMIT 500`,
        [siteId, filter.level ?? null, filter.parentId ?? null],
      );
    },

    async record(entry: {
      siteId: number;
      adminId: number;
      action: string;
      request: unknown;
      before: unknown;
      after: unknown;
      status: number;
    }): Promise<void> {
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
      await db.query(
        `INSERT INTO admin_audit (site_id, admin_id, action, request, before, after, status)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7)`,
        [
          entry.siteId,
          entry.adminId,
          entry.action,
          json(entry.request),
          json(entry.before),
          json(entry.after),
          entry.status,
        ],
      );
    },

    async audit(
      siteId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: AdminAuditEntry[]; total: number }> {
      const [rows, [{ count } = { count: 0 }]] = await Promise.all([
        db.query<AdminAuditEntry>(
          `SELECT a.id::int AS id, a.admin_id AS "adminId", u.username AS admin, a.action, a.request, a.before, a.after,
             a.status, (extract(epoch FROM a.at) * 1000)::float8 AS at
           FROM admin_audit a JOIN app_user u ON u.id = a.admin_id
           WHERE a.site_id = $1 ORDER BY a.id DESC OFFSET $2 LIMIT $3`,
          [siteId, offset, limit],
        ),
        db.query<{ count: number }>('SELECT count(*)::int AS count FROM admin_audit WHERE site_id = $1', [
          siteId,
        ]),
      ]);
      return { rows, total: count };
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
