import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../../plugins/auth.js';
import {
  CHAT_PAGE_DEFAULT,
  ChatHistoryQuery,
  ChatHistorySchema,
  ChatMessageSchema,
  ChatReadSchema,
  ChatRoomSchema,
  OperatorChatReadBodySchema,
  OperatorChatSendBodySchema,
  OperatorChatTypingBodySchema,
} from '../../../../schemas/chat.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { PageQuery, pageOf } from '../../../../schemas/content.js';

/** The operators' side of the live chat, for the ops console: an ADMIN of the request's site only. */
const adminChat: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/chat/rooms',
    {
      schema: { querystring: SiteQuery(PageQuery), response: { 200: Envelope(Type.Array(ChatRoomSchema)) } },
    },
    async (request) => {
      const { page, size } = pageOf(request.query);
      return ok(await app.chat.rooms(callerOf(request), page, size));
    },
  );

  app.get(
    '/admin/chat/history',
    {
      schema: {
        querystring: SiteQuery({ playerId: Id, ...ChatHistoryQuery }),
        response: { 200: Envelope(ChatHistorySchema) },
      },
    },
    async (request) => {
      const { playerId, beforeId, size } = request.query;
      return ok(
        await app.chat.operatorHistory(callerOf(request), playerId, beforeId, size ?? CHAT_PAGE_DEFAULT),
      );
    },
  );

  app.post(
    '/admin/chat/send',
    {
      schema: {
        querystring: SiteQuery(),
        body: OperatorChatSendBodySchema,
        response: { 200: Envelope(ChatMessageSchema) },
      },
    },
    async (request) =>
      ok(await app.chat.operatorSend(callerOf(request), request.body.playerId, request.body.content)),
  );

  app.post(
    '/admin/chat/read',
    {
      schema: {
        querystring: SiteQuery(),
        body: OperatorChatReadBodySchema,
        response: { 200: Envelope(ChatReadSchema) },
      },
    },
    async (request) => ok(await app.chat.operatorRead(callerOf(request), request.body.playerId)),
  );

  app.post(
    '/admin/chat/typing',
    {
      schema: {
        querystring: SiteQuery(),
        body: OperatorChatTypingBodySchema,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) =>
      ok(await app.chat.operatorTyping(callerOf(request), request.body.playerId, request.body.typing)),
  );
};

export default adminChat;
