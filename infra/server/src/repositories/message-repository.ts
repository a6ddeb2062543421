import type {
  AdminContact,
  AdminContactStatus,
  Contact,
  Message,
  MessageType,
  UnreadCounts,
} from '@bx/contracts';

import type { Queryable } from '../db/db.js';

const MESSAGE_COLUMNS = `id, type, title, content, contact_id AS "contactId", is_read AS "isRead",
  (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"`;

const CONTACT_COLUMNS = `id, player_id AS "playerId", question, answer,
  (extract(epoch FROM answered_at) * 1000)::float8 AS "answeredAt",
  (answer IS NULL OR answer_read) AS "isAnswerRead",
  (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"`;

export interface ContactRow extends Contact {
  siteId: number;
}

/** An inquiry as the site's operators list it: with the player's username and whether it waits. */
const SITE_CONTACT_COLUMNS = `c.id, c.player_id AS "playerId", u.username, c.question, c.answer,
  CASE WHEN c.answer IS NULL THEN 'WAIT' ELSE 'ANSWERED' END AS status,
  (c.answer IS NULL OR c.answer_read) AS "isAnswerRead",
  (extract(epoch FROM c.created_at) * 1000)::float8 AS "createdAt",
  (extract(epoch FROM c.answered_at) * 1000)::float8 AS "answeredAt"`;

/** Inquiries (contact) and the per-player messages. */
export function createMessageRepository(db: Queryable) {
  return {
    async insertMessage(
      message: {
        siteId: number;
        playerId: number;
        type: MessageType;
        title: string;
        content: string;
        contactId?: number;
      },
      q: Queryable = db,
    ): Promise<number> {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO player_message (site_id, player_id, type, title, content, contact_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          message.siteId,
          message.playerId,
          message.type,
          message.title,
          message.content,
          message.contactId ?? null,
        ],
      );
      return rows[0]!.id;
    },

    async listMessages(
      playerId: number,
      page: number,
      size: number,
    ): Promise<{ content: Message[]; totalElements: number }> {
      const [count] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM player_message WHERE player_id = $1 AND deleted_at IS NULL',
        [playerId],
      );
      const content = await db.query<Message>(
        `SELECT ${MESSAGE_COLUMNS} FROM player_message WHERE player_id = $1 AND deleted_at IS NULL
         ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [playerId, size, (page - 1) * size],
      );
      return { content, totalElements: count?.total ?? 0 };
    },

    async unreadCounts(playerId: number): Promise<UnreadCounts> {
      const [row] = await db.query<{ create: number; answer: number; contact: number }>(
        `SELECT
           (SELECT count(*)::int FROM player_message
             WHERE player_id = $1 AND deleted_at IS NULL AND NOT is_read AND type = 'create') AS "create",
           (SELECT count(*)::int FROM player_message
             WHERE player_id = $1 AND deleted_at IS NULL AND NOT is_read AND type = 'answer') AS "answer",
           (SELECT count(*)::int FROM contact_inquiry
             WHERE player_id = $1 AND answer IS NOT NULL AND NOT answer_read) AS "contact"`,
        [playerId],
      );
      const counts = row ?? { create: 0, answer: 0, contact: 0 };
      return { ...counts, total: counts.create + counts.answer + counts.contact };
    },

    async markAllRead(playerId: number): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `UPDATE player_message SET is_read = true
         WHERE player_id = $1 AND deleted_at IS NULL AND NOT is_read RETURNING id`,
        [playerId],
      );
      return rows.length;
    },

    /** False when the player has no such (undeleted) message. */
    async softDelete(playerId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE player_message SET deleted_at = $3
         WHERE id = $1 AND player_id = $2 AND deleted_at IS NULL RETURNING id`,
        [id, playerId, at],
      );
      return rows.length === 1;
    },

    async insertContact(
      contact: { siteId: number; playerId: number; question: string },
      q: Queryable = db,
    ): Promise<Contact> {
      const rows = await q.query<Contact>(
        `INSERT INTO contact_inquiry (site_id, player_id, question) VALUES ($1, $2, $3)
         RETURNING ${CONTACT_COLUMNS}`,
        [contact.siteId, contact.playerId, contact.question],
      );
      return rows[0]!;
    },

    async findContact(id: number, q: Queryable = db): Promise<ContactRow | undefined> {
      const rows = await q.query<ContactRow>(
        `SELECT ${CONTACT_COLUMNS}, site_id AS "siteId" FROM contact_inquiry WHERE id = $1`,
        [id],
      );
      return rows[0];
    },

    async listContacts(
      playerId: number,
      page: number,
      size: number,
    ): Promise<{ content: Contact[]; totalElements: number }> {
      const [count] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM contact_inquiry WHERE player_id = $1',
        [playerId],
      );
      const content = await db.query<Contact>(
        `SELECT ${CONTACT_COLUMNS} FROM contact_inquiry WHERE player_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [playerId, size, (page - 1) * size],
      );
      return { content, totalElements: count?.total ?? 0 };
    },

    /** The site's inquiries, newest first, those waiting for an answer or those answered. */
    async listSiteContacts(
      siteId: number,
      status: AdminContactStatus | undefined,
      page: number,
      size: number,
    ): Promise<{ content: AdminContact[]; totalElements: number }> {
      const where = `c.site_id = $1 AND ($2::text IS NULL OR (c.answer IS NULL) = ($2 = 'WAIT'))`;
      const params = [siteId, status ?? null];
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM contact_inquiry c WHERE ${where}`,
        params,
      );
      const content = await db.query<AdminContact>(
        `SELECT ${SITE_CONTACT_COLUMNS} FROM contact_inquiry c JOIN app_user u ON u.id = c.player_id
         WHERE ${where} ORDER BY c.id DESC LIMIT $3 OFFSET $4`,
        [...params, size, (page - 1) * size],
      );
      return { content, totalElements: count?.total ?? 0 };
    },

    async hasUnreadAnswer(playerId: number): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM contact_inquiry WHERE player_id = $1 AND answer IS NOT NULL AND NOT answer_read LIMIT 1`,
        [playerId],
      );
      return rows.length > 0;
    },

    /** The player opened the inquiry: its answer, and the answer message, count as read. */
    async markAnswerRead(id: number, q: Queryable = db): Promise<void> {
      await q.query('UPDATE contact_inquiry SET answer_read = true WHERE id = $1 AND answer IS NOT NULL', [
        id,
      ]);
      await q.query(`UPDATE player_message SET is_read = true WHERE contact_id = $1 AND type = 'answer'`, [
        id,
      ]);
    },

    /** Stores (or replaces) the answer, unread again. */
    async answerContact(
      id: number,
      answer: { text: string; adminId: number; at: Date },
      q: Queryable = db,
    ): Promise<void> {
      await q.query(
        `UPDATE contact_inquiry SET answer = $2, answered_by = $3, answered_at = $4, answer_read = false
         WHERE id = $1`,
        [id, answer.text, answer.adminId, answer.at],
      );
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
