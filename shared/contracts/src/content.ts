/** Notices, FAQ and the other content lists, messages, inquiries (contact) and site extras. */

export const CONTENT_KINDS = ['notice', 'faq', 'strategy', 'promotion', 'popup', 'static'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One notice (or FAQ, strategy, promotion, popup, static page). `content` is sanitized HTML. */
export interface ContentItem {
  id: number;
  kind: ContentKind;
  title: string;
  content: string;
  /** Epoch ms. */
  createdAt: number;
}

/** GET /api/content/{kind} list parameters; page starts at 1. */
export interface ContentListQuery {
  keyword?: string;
  page?: number;
  size?: number;
}

export interface CreateNoticeRequest {
  title: string;
  content: string;
  /** Also pushes FORCE_NOTICE on /topic/notice/{siteId}. */
  force?: boolean;
}

/** `create`: an operator message; `answer`: the answer to the player's inquiry. */
export type MessageType = 'create' | 'answer';

export interface Message {
  id: number;
  type: MessageType;
  title: string;
  content: string;
  /** The inquiry an `answer` message belongs to. */
  contactId: number | null;
  isRead: boolean;
  createdAt: number;
}

/** Unread counts per type; `contact` counts answered inquiries whose answer is unread. */
export interface UnreadCounts {
  create: number;
  answer: number;
  contact: number;
  total: number;
}

export interface Contact {
  id: number;
  playerId: number;
  question: string;
  answer: string | null;
  /** Epoch ms, or null while unanswered. */
  answeredAt: number | null;
  /** False while an answer exists that the player has not opened. */
  isAnswerRead: boolean;
  createdAt: number;
}

export interface ContactCheck {
  unread: boolean;
}

export interface CreateContactRequest {
  playerId: number;
  question: string;
}

export interface AnswerContactRequest {
  id: number;
  answer: string;
}

export interface AdminMessageRequest {
  playerId: number;
  title: string;
  content: string;
}

export interface ForceLogoutRequest {
  playerId: number;
}

/** /user/queue/new_message */
export interface NewMessageEvent {
  type: MessageType;
  data: { id: number };
}

/** /topic/notice/{siteId} */
export interface ForceNoticeEvent {
  type: 'FORCE_NOTICE';
  data: { id: number; title: string; content: string };
}

/** /user/queue/force_logout */
export interface ForceLogoutEvent {
  type: 'FORCE_LOGOUT';
}

export type AppOs = 'android' | 'ios';

export interface AppVersion {
  os: AppOs;
  version: string;
  minVersion: string;
  url: string;
}

/** GET /fee.json */
export interface FeeSettings {
  futuresFeeRate: number;
  marginTypeFeeFactor: number;
  binaryFeeRate: number;
  overseaFeeRate: number;
  withdrawFeeRate: number;
  dnwMinimum: number;
  /** The fee of a conversion between currencies (POST /api/dnw/convert); 0.001 when a site names none. */
  convertFeeRate?: number;
}

/** GET /data/appid.json */
export interface AppIds {
  android: string;
  ios: string;
}

export interface Bank {
  code: string;
  name: string;
}
