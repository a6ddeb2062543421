import {
  foldNick,
  PLAYING_ROLES,
  type BankInfo,
  type UserEtc,
  type UserRole,
  type UserStatus,
} from '@bx/contracts';

import type { Queryable } from '../db/db.js';
import { DomainError } from '../errors/domain-error.js';
import { readPage, tableReader } from './table-reader.js';

/** A unique index of app_user refused a row: two registrations (or nick changes) raced past the checks. */
export class UserConflict extends DomainError<'USERNAME_DUPLICATE' | 'NICK_DUPLICATE' | 'PHONE_DUPLICATE'> {}

/** Each unique index of app_user and the conflict it stands for. */
const CONFLICTS = [
  ['app_user_username_key', 'USERNAME_DUPLICATE'],
  ['app_user_nick_key', 'NICK_DUPLICATE'],
  ['app_user_nick_folded_key', 'NICK_DUPLICATE'],
  ['app_user_phone_key', 'PHONE_DUPLICATE'],
] as const;

/** Throws the conflict a PostgreSQL unique violation (23505) on app_user stands for; any other error unchanged. */
function rethrowConflict(error: unknown): never {
  const e = error as { code?: unknown; message?: unknown; constraint?: unknown };
  const where = `${String(e.constraint)} ${String(e.message)}`;
  const conflict = e.code === '23505' ? CONFLICTS.find(([index]) => where.includes(index)) : undefined;
  throw conflict === undefined ? error : new UserConflict(conflict[1]);
}

export interface UserRow {
  id: number;
  siteId: number;
  username: string;
  passwordHash: string;
  name: string;
  nick: string | null;
  phone: string;
  email: string;
  status: UserStatus;
  role: UserRole;
  etcJson: UserEtc;
  bankInfo: BankInfo | null;
}

export interface NewUser {
  siteId: number;
  username: string;
  passwordHash: string;
  name: string;
  nick?: string | undefined;
  phone: string;
  email?: string | undefined;
  status?: UserStatus;
  role?: UserRole;
  etcJson?: Record<string, unknown> | undefined;
  referrerPartnerId?: number | undefined;
  bankInfo?: BankInfo | undefined;
  address?: string | undefined;
}

export interface SessionState {
  status: UserStatus;
  blockDevice: string | null;
  /** The session's refresh-token family was ended: logout, forced logout, password change, reuse. */
  familyRevoked: boolean;
}

const USER_COLUMNS = `id, site_id AS "siteId", username, password_hash AS "passwordHash", name, nick, phone,
  email, status, role, etc_json AS "etcJson", bank_info AS "bankInfo"`;

/** A player as the operators' console lists them: the account and the partner who referred them. */
export interface PlayerListRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  status: UserStatus;
  role: 'PLAYER' | 'TRADER';
  blockDevice: string;
  partner: { id: number; code: string } | null;
  createdAt: number;
}

/** What the operators' player list narrows by. */
export interface PlayerListFilter {
  /** Part of the username, name or phone, any case (a phone also matches by its digits alone). */
  keyword?: string;
  status?: UserStatus;
}

/** The accounts that play: players and copy traders (operators and partners are not players). */
const PLAYERS = 'app_user u LEFT JOIN partner p ON p.id = u.referrer_partner_id';
const PLAYER_COLUMNS = `u.id, u.username, u.name, u.phone, u.status, u.role,
  coalesce(u.etc_json->>'blockDevice', '') AS "blockDevice",
  CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'code', p.code) END AS partner,
  (extract(epoch FROM u.created_at) * 1000)::float8 AS "createdAt"`;
const readPlayers = tableReader<PlayerListRow>(PLAYERS, PLAYER_COLUMNS, (row: PlayerListRow) => row);

/** `%text%` for LIKE with the text's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createUserRepository(db: Queryable) {
  return {
    /** The site's players, newest first, narrowed by a keyword and a status; one page and how many in all. */
    listPlayers(
      siteId: number,
      filter: PlayerListFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: PlayerListRow[]; total: number }> {
      const keyword = filter.keyword === undefined ? null : containing(filter.keyword);
      // A keyword of digits (and dashes) matches a phone however it was written: "0101000" finds 010-1000-0001.
      const digits = /^[0-9 -]+$/.test(filter.keyword ?? '') ? filter.keyword!.replace(/[^0-9]/g, '') : '';
      return readPage(
        db,
        PLAYERS,
        readPlayers,
        {
          where: `u.site_id = $1 AND u.role = ANY($2::text[]) AND ($3::text IS NULL OR u.status = $3)
            AND ($4::text IS NULL OR u.username ILIKE $4 OR u.name ILIKE $4 OR u.phone ILIKE $4
              OR ($5::text <> '' AND regexp_replace(u.phone, '[^0-9]', '', 'g') LIKE '%' || $5 || '%'))`,
          params: [siteId, PLAYING_ROLES, filter.status ?? null, keyword, digits],
          order: 'u.created_at DESC, u.id DESC',
        },
        offset,
        limit,
      );
    },

    /** One player of the site as the list shows them; undefined for another site's user or a non-player. */
    async playerOfSite(siteId: number, id: number): Promise<PlayerListRow | undefined> {
      const rows = await readPlayers(db, 'u.id = $1 AND u.site_id = $2 AND u.role = ANY($3::text[])', [
        id,
        siteId,
        PLAYING_ROLES,
      ]);
      return rows[0];
    },

    async findById(id: number, q: Queryable = db): Promise<UserRow | undefined> {
      const rows = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM app_user WHERE id = $1`, [id]);
      return rows[0];
    },

    /** Several users in one read (a batch of bets), keyed by id; ids that do not exist are absent. */
    async findByIds(ids: readonly number[]): Promise<Map<number, UserRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM app_user WHERE id = ANY($1::int[])`, [
        ids,
      ]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    async findByUsername(siteId: number, username: string): Promise<UserRow | undefined> {
      const rows = await db.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM app_user WHERE site_id = $1 AND username = $2`,
        [siteId, username],
      );
      return rows[0];
    },

    /**
     * Which of the unique fields of a would-be user are already taken on the site, by anyone but `exceptUserId`
     * (the caller changing their own nick). Nicks are compared folded (foldNick: case and width do not count).
     */
    async findTaken(
      siteId: number,
      fields: { username: string; nick?: string | undefined; phone: string },
      exceptUserId = 0,
    ): Promise<{ username: boolean; nick: boolean; phone: boolean }> {
      const rows = await db.query<{ username: boolean; nick: boolean; phone: boolean }>(
        `SELECT
           coalesce(bool_or(username = $2), false) AS username,
           coalesce(bool_or(lower(nick) = $3), false) AS nick,
           coalesce(bool_or(regexp_replace(phone, '[^0-9]', '', 'g') = regexp_replace($4, '[^0-9]', '', 'g')), false) AS phone
         FROM app_user WHERE site_id = $1 AND id <> $5`,
        [
          siteId,
          fields.username,
          fields.nick === undefined ? null : foldNick(fields.nick),
          fields.phone,
          exceptUserId,
        ],
      );
      return rows[0] ?? { username: false, nick: false, phone: false };
    },

    async insert(user: NewUser, q: Queryable = db): Promise<number> {
      const rows = await q
        .query<{ id: number }>(
          `INSERT INTO app_user (site_id, username, password_hash, name, nick, phone, email, status, role, etc_json,
           referrer_partner_id, bank_info, address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13) RETURNING id`,
          [
            user.siteId,
            user.username,
            user.passwordHash,
            user.name,
            user.nick ?? null,
            user.phone,
            user.email ?? '',
            user.status ?? 'NORMAL',
            user.role ?? 'PLAYER',
            JSON.stringify(user.etcJson ?? {}),
            user.referrerPartnerId ?? null,
            user.bankInfo === undefined ? null : JSON.stringify(user.bankInfo),
            user.address ?? '',
          ],
        )
        .catch(rethrowConflict);
      return rows[0]!.id;
    },

    async updatePasswordHash(id: number, passwordHash: string, q: Queryable = db): Promise<void> {
      await q.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },

    /** Account recovery: users of the site with this name and phone (digits compared) or email. */
    async findByNameAndContact(
      siteId: number,
      name: string,
      contact: { phone?: string | undefined; email?: string | undefined },
    ): Promise<UserRow[]> {
      return db.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM app_user
         WHERE site_id = $1 AND name = $2
           AND (($3::text IS NOT NULL AND regexp_replace(phone, '[^0-9]', '', 'g') = $3)
             OR ($4::text IS NOT NULL AND lower(email) = $4))
         ORDER BY id`,
        [siteId, name, contact.phone ?? null, contact.email ?? null],
      );
    },

    /** What authentication checks on every call: the account's status and blocked devices, and the session. */
    async sessionState(userId: number, familyId: string): Promise<SessionState | undefined> {
      const rows = await db.query<SessionState>(
        `SELECT status, etc_json->>'blockDevice' AS "blockDevice",
           EXISTS (SELECT 1 FROM refresh_token
                   WHERE family_id = $2::uuid AND user_id = $1 AND revoked_at IS NOT NULL) AS "familyRevoked"
         FROM app_user WHERE id = $1`,
        [userId, familyId],
      );
      return rows[0];
    },

    /** An operator's block: the status (DENY) and the devices (etcJson.blockDevice; '' unblocks). */
    async updateAccess(
      id: number,
      access: { status?: UserStatus | undefined; blockDevice?: string | undefined },
      q: Queryable = db,
    ): Promise<void> {
      await q.query(
        `UPDATE app_user SET status = coalesce($2, status),
           etc_json = CASE WHEN $3::text IS NULL THEN etc_json
                           WHEN $3 = '' THEN etc_json - 'blockDevice'
                           ELSE jsonb_set(etc_json, '{blockDevice}', to_jsonb($3::text)) END
         WHERE id = $1`,
        [id, access.status ?? null, access.blockDevice ?? null],
      );
    },

    /** A nick another user of the site holds is refused: UserConflict NICK_DUPLICATE. */
    async updateNick(id: number, nick: string): Promise<void> {
      await db.query('UPDATE app_user SET nick = $2 WHERE id = $1', [id, nick]).catch(rethrowConflict);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
