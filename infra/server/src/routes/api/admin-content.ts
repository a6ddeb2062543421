import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site.js';
import { OutboxPageSchema } from '../../schemas/certi.js';
import { normalizeAddress } from '../../services/certification-service.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import {
  AdminMessageBodySchema,
  AnswerContactBodySchema,
  ContactSchema,
  ContentItemSchema,
  CreateNoticeBodySchema,
  PageQuery,
  pageOf,
  PlayerIdBodySchema,
} from '../../schemas/content.js';

/** Operator calls: an ADMIN of the request's site only (403 NO_PERMISSION for everyone else). */
const adminContent: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireAdmin);

  app.post(
    '/admin/contact/answer',
    {
      schema: {
        querystring: SiteQuery(),
        body: AnswerContactBodySchema,
        response: { 200: Envelope(ContactSchema) },
      },
    },
    async (request) => ok(await app.messages.answerContact(callerOf(request), request.body)),
  );

  app.post(
    '/admin/message',
    {
      schema: {
        querystring: SiteQuery(),
        body: AdminMessageBodySchema,
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => ok(await app.messages.sendMessage(callerOf(request), request.body)),
  );

  app.post(
    '/admin/notice',
    {
      schema: {
        querystring: SiteQuery(),
        body: CreateNoticeBodySchema,
        response: { 200: Envelope(ContentItemSchema) },
      },
    },
    async (request) => ok(await app.content.create(siteOf(request).id, 'notice', request.body)),
  );

  app.post(
    '/admin/force_logout',
    {
      schema: {
        querystring: SiteQuery(),
        body: PlayerIdBodySchema,
        response: { 200: Envelope(Type.Object({ revoked: Type.Integer() })) },
      },
    },
    async (request) => ok(await app.playerAccounts.forceLogout(callerOf(request), request.body.playerId)),
  );

  app.get(
    '/admin/outbox',
    {
      schema: {
        querystring: SiteQuery({
          to: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          ...PageQuery,
        }),
        response: { 200: Envelope(OutboxPageSchema) },
      },
    },
    async (request) => {
      const { page, size } = pageOf(request.query);
      const result = await app.repos.certifications.listOutbox({
        siteId: siteOf(request).id,
        to: request.query.to === undefined ? undefined : normalizeAddress(request.query.to),
        page,
        size,
      });
      return ok({ outbox: 'development' as const, ...result, page, size });
    },
  );
};

export default adminContent;
