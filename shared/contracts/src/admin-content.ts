import type { ContentItem, ContentKind } from './content.js';
import type { CopyTrader } from './copytrade.js';
import type { DecimalString } from './user.js';

/** The ops console's content, inquiry, partner and trader calls (infra/server/docs/operators.md). */

/** GET /api/admin/content/list: a page of one kind of the site's content, newest first. */
export interface AdminContentListQuery {
  kind: ContentKind;
  /** Part of the title or content, any case; 1 to 100 characters. */
  keyword?: string;
  page?: number;
  size?: number;
}

/** One row of GET /api/admin/content/list: the item as players see it, and what only operators see. */
export interface AdminContentItem extends ContentItem {
  /** Sent as FORCE_NOTICE on /topic/notice/{siteId} when it was written (notices only). */
  isForce: boolean;
  /** Epoch ms of the last change, or null when never changed. */
  updatedAt: number | null;
}

/** POST /api/admin/content. `content` is HTML, sanitized before it is stored. */
export interface AdminContentCreateRequest {
  kind: ContentKind;
  title: string;
  content: string;
  /** Notices only: also pushes FORCE_NOTICE on /topic/notice/{siteId}. */
  force?: boolean;
}

/** POST /api/admin/content/update: at least one of title and content. */
export interface AdminContentUpdateRequest {
  kind: ContentKind;
  id: number;
  title?: string;
  content?: string;
}

/** POST /api/admin/content/delete: players no longer see it; the audit log keeps it. */
export interface AdminContentDeleteRequest {
  kind: ContentKind;
  id: number;
}

/** An inquiry waiting for an answer, or answered. */
export type AdminContactStatus = 'WAIT' | 'ANSWERED';

/** GET /api/admin/contact/list: the site's inquiries, newest first. */
export interface AdminContactListQuery {
  status?: AdminContactStatus;
  page?: number;
  size?: number;
}

/** One row of GET /api/admin/contact/list. Inquiries have no title: the question is the whole of it. */
export interface AdminContact {
  id: number;
  playerId: number;
  username: string;
  question: string;
  answer: string | null;
  status: AdminContactStatus;
  /** Whether the player has opened the answer (true while there is none). */
  isAnswerRead: boolean;
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms, or null while waiting. */
  answeredAt: number | null;
}

/** POST /api/admin/player/partner: attaches a player to a partner of the site, or detaches them (null). */
export interface AdminPlayerPartnerRequest {
  playerId: number;
  partnerId: number | null;
}

/** POST /api/admin/player/partner's answer: the partner the player now has. */
export interface AdminPlayerPartnerResult {
  playerId: number;
  partner: { id: number; code: string } | null;
}

/**
 * POST /api/admin/copytrade/trader: a copy trader's terms, at least one. A quota below the current followers keeps
 * them and refuses new follows (FOLLOWER_QUOTA_EXCEEDED).
 */
export interface AdminCopyTraderTermsRequest {
  traderId: number;
  /** 0 to 10,000. */
  maxFollowers?: number;
  /** USDT a follower's FUTURES balance needs, 0 or more (six decimals at most). */
  minBalance?: DecimalString;
}

/** POST /api/admin/copytrade/trader's answer: the trader as GET /api/copytrade/trader shows it. */
export type AdminCopyTrader = CopyTrader;

/**
 * GET /api/admin/copytrade/share_cap: the most a copy trader of the site may take as profit share, percent: the
 * site's own cap, or the platform's when the site has none.
 */
export interface AdminCopyShareCap {
  siteCapPer: number | null;
  platformCapPer: number;
  /** The cap in force for the site. */
  capPer: number;
}

/**
 * POST /api/admin/copytrade/share_cap: SITE sets (or with null clears) the site's cap; PLATFORM sets every site's
 * default (SUPER operators only). A whole percent from 0 to 100.
 */
export interface AdminCopyShareCapRequest {
  scope: 'SITE' | 'PLATFORM';
  capPer: number | null;
}
