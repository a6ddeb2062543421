import type { ChatMessage, ChatRoom, ChatSender } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

const CHAT_COLUMNS = `id::int AS id, player_id AS "playerId", sender, content,
  (extract(epoch FROM read_at) * 1000)::float8 AS "readAt",
  (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"`;

/** Live-chat lines, one conversation per player (migration 016). */
export function createChatRepository(db: Queryable) {
  return {
    async insert(line: {
      siteId: number;
      playerId: number;
      sender: ChatSender;
      operatorId: number | null;
      content: string;
    }): Promise<ChatMessage> {
      const rows = await db.query<ChatMessage>(
        `INSERT INTO chat_message (site_id, player_id, sender, operator_id, content)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${CHAT_COLUMNS}`,
        [line.siteId, line.playerId, line.sender, line.operatorId, line.content],
      );
      return rows[0]!;
    },

    /** Up to `size` lines before `beforeId` (or the newest), oldest first, and whether older ones exist. */
    async history(
      playerId: number,
      beforeId: number | undefined,
      size: number,
    ): Promise<{ content: ChatMessage[]; hasMore: boolean }> {
      const rows = await db.query<ChatMessage>(
        `SELECT ${CHAT_COLUMNS} FROM chat_message WHERE player_id = $1 AND ($2::bigint IS NULL OR id < $2)
         ORDER BY id DESC LIMIT $3`,
        [playerId, beforeId ?? null, size + 1],
      );
      return { content: rows.slice(0, size).reverse(), hasMore: rows.length > size };
    },

    /** Marks the lines `writer` sent to this player's conversation read; answers the newest such id (0: none). */
    async markRead(playerId: number, writer: ChatSender, at: Date): Promise<number> {
      const rows = await db.query<{ upTo: number | null }>(
        `WITH marked AS (
           UPDATE chat_message SET read_at = $3
            WHERE player_id = $1 AND sender = $2 AND read_at IS NULL RETURNING id)
         SELECT max(id)::int AS "upTo" FROM marked`,
        [playerId, writer, at],
      );
      return rows[0]?.upTo ?? 0;
    },

    /** Unread operator lines of the player: the live-chat badge. */
    async unreadForPlayer(playerId: number): Promise<number> {
      const rows = await db.query<{ unread: number }>(
        `SELECT count(*)::int AS unread FROM chat_message
          WHERE player_id = $1 AND sender = 'OPERATOR' AND read_at IS NULL`,
        [playerId],
      );
      return rows[0]?.unread ?? 0;
    },

    /** The site's conversations, the latest first, each with its last line and the player lines left unread. */
    async rooms(siteId: number, page: number, size: number): Promise<ChatRoom[]> {
      const rows = await db.query<Omit<ChatRoom, 'lastMessage'> & { lastId: number }>(
        `SELECT c.player_id AS "playerId", u.username, u.nick, max(c.id)::int AS "lastId",
                (count(*) FILTER (WHERE c.sender = 'PLAYER' AND c.read_at IS NULL))::int AS unread
           FROM chat_message c JOIN app_user u ON u.id = c.player_id
          WHERE c.site_id = $1
          GROUP BY c.player_id, u.username, u.nick
          ORDER BY max(c.id) DESC LIMIT $2 OFFSET $3`,
        [siteId, size, (page - 1) * size],
      );
      if (rows.length === 0) return [];
      const last = await db.query<ChatMessage>(
        `SELECT ${CHAT_COLUMNS} FROM chat_message WHERE id = ANY($1::bigint[])`,
        [rows.map((row) => row.lastId)],
      );
      const byId = new Map(last.map((line) => [line.id, line]));
      return rows.map(({ lastId, ...room }) => ({ ...room, lastMessage: byId.get(lastId)! }));
    },

    /** The operators (ADMIN) of a site: who hears a player's chat. */
    async operatorIds(siteId: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM app_user WHERE site_id = $1 AND role = 'ADMIN'`,
        [siteId],
      );
      return rows.map((row) => row.id);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
