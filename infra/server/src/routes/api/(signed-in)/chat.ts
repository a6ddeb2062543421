import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../plugins/auth.js';
import {
  CHAT_PAGE_DEFAULT,
  ChatHistoryQuery,
  ChatHistorySchema,
  ChatMessageSchema,
  ChatReadSchema,
  ChatSendBodySchema,
  ChatTypingBodySchema,
} from '../../../schemas/chat.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';

/** The player's side of the live chat (players and traders; 403 NO_PERMISSION for other roles). */
const chat: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/chat/history',
    { schema: { querystring: SiteQuery(ChatHistoryQuery), response: { 200: Envelope(ChatHistorySchema) } } },
    async (request) => {
      const { beforeId, size } = request.query;
      return ok(await app.chat.history(callerOf(request), beforeId, size ?? CHAT_PAGE_DEFAULT));
    },
  );

  app.get(
    '/chat/unread',
    {
      schema: {
        querystring: SiteQuery(),
        response: { 200: Envelope(Type.Object({ unread: Type.Integer() })) },
      },
    },
    async (request) => ok(await app.chat.unread(callerOf(request))),
  );

  app.post(
    '/chat/send',
    {
      config: { limits: 'chat' },
      schema: {
        querystring: SiteQuery(),
        body: ChatSendBodySchema,
        response: { 200: Envelope(ChatMessageSchema) },
      },
    },
    async (request) => ok(await app.chat.send(callerOf(request), request.body.content)),
  );

  app.post(
    '/chat/read',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(ChatReadSchema) } } },
    async (request) => ok(await app.chat.read(callerOf(request))),
  );

  app.post(
    '/chat/typing',
    {
      schema: {
        querystring: SiteQuery(),
        body: ChatTypingBodySchema,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => ok(await app.chat.typing(callerOf(request), request.body.typing)),
  );
};

export default chat;
