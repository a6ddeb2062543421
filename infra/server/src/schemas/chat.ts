import { CHAT_MESSAGE_MAX } from '@bx/contracts';
import { Type } from 'typebox';

import { Id } from './common.js';

const strict = { additionalProperties: false } as const;

export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  playerId: Type.Integer(),
  sender: Type.Union([Type.Literal('PLAYER'), Type.Literal('OPERATOR')]),
  content: Type.String(),
  readAt: Type.Union([Type.Number(), Type.Null()]),
  createdAt: Type.Number(),
});

export const ChatHistorySchema = Type.Object({
  content: Type.Array(ChatMessageSchema),
  hasMore: Type.Boolean(),
});

export const ChatRoomSchema = Type.Object({
  playerId: Type.Integer(),
  username: Type.String(),
  nick: Type.Union([Type.String(), Type.Null()]),
  lastMessage: ChatMessageSchema,
  unread: Type.Integer(),
});

/** History pages: lines before `beforeId` (older ones), at most 100 at a time, 50 unless asked. */
export const ChatHistoryQuery = {
  beforeId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
export const CHAT_PAGE_DEFAULT = 50;

const Content = Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX });

export const ChatSendBodySchema = Type.Object({ content: Content }, strict);
export const ChatTypingBodySchema = Type.Object({ typing: Type.Boolean() }, strict);
export const OperatorChatSendBodySchema = Type.Object({ playerId: Id, content: Content }, strict);
export const OperatorChatTypingBodySchema = Type.Object({ playerId: Id, typing: Type.Boolean() }, strict);
export const OperatorChatReadBodySchema = Type.Object({ playerId: Id }, strict);
export const ChatReadSchema = Type.Object({ upTo: Type.Integer() });
