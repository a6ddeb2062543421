/** Live chat between a player and the operators of their site (issue 14, item 3). */

/** Who wrote a chat line: the player, or an operator (ADMIN) of the player's site. */
export type ChatSender = 'PLAYER' | 'OPERATOR';

/** The longest chat line, in characters, on both sides. */
export const CHAT_MESSAGE_MAX = 1000;

export interface ChatMessage {
  id: number;
  playerId: number;
  sender: ChatSender;
  content: string;
  /** When the other side read it; null while unread. Epoch ms. */
  readAt: number | null;
  createdAt: number;
}

/** A page of one player's chat, oldest first; `hasMore` when older lines exist before the first. */
export interface ChatHistory {
  content: ChatMessage[];
  hasMore: boolean;
}

/** An operator's view of one player's conversation. */
export interface ChatRoom {
  playerId: number;
  username: string;
  nick: string | null;
  lastMessage: ChatMessage;
  /** Player lines no operator has read yet. */
  unread: number;
}

/**
 * Pushed on /user/queue/chat (to the player) and /user/queue/chat_ops (to every operator of the site):
 * a new line, the other side typing, or the other side having read up to a line.
 */
export type ChatEvent =
  | { type: 'CHAT_MESSAGE'; data: ChatMessage }
  | { type: 'CHAT_TYPING'; data: { playerId: number; sender: ChatSender; typing: boolean } }
  | { type: 'CHAT_READ'; data: { playerId: number; reader: ChatSender; upTo: number } };
