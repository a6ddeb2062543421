import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../plugins/auth.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';
import {
  ContactSchema,
  CreateContactBodySchema,
  IdBodySchema,
  IdParams,
  MessageSchema,
  PageQuery,
  pageOf,
  PageSchema,
  UnreadCountsSchema,
} from '../../../schemas/content.js';

/** The caller's messages and inquiries (contact). */
const message: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/message/my_unread_count',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(UnreadCountsSchema) } } },
    async (request) => ok(await app.messages.unreadCounts(callerOf(request))),
  );

  app.get(
    '/message/list',
    { schema: { querystring: SiteQuery(PageQuery), response: { 200: Envelope(PageSchema(MessageSchema)) } } },
    async (request) => {
      const { page, size } = pageOf(request.query);
      return ok(await app.messages.listMessages(callerOf(request), page, size));
    },
  );

  app.post(
    '/message/read_all',
    {
      schema: {
        querystring: SiteQuery(),
        response: { 200: Envelope(Type.Object({ updated: Type.Integer() })) },
      },
    },
    async (request) => ok(await app.messages.readAll(callerOf(request))),
  );

  app.post(
    '/message/delete',
    { schema: { querystring: SiteQuery(), body: IdBodySchema, response: { 200: Envelope(Type.Null()) } } },
    async (request) => {
      await app.messages.deleteMessage(callerOf(request), request.body.id);
      return ok(null);
    },
  );

  app.get(
    '/contact/list',
    { schema: { querystring: SiteQuery(PageQuery), response: { 200: Envelope(PageSchema(ContactSchema)) } } },
    async (request) => {
      const { page, size } = pageOf(request.query);
      return ok(await app.messages.listContacts(callerOf(request), page, size));
    },
  );

  app.get(
    '/contact/check',
    {
      schema: {
        querystring: SiteQuery(),
        response: { 200: Envelope(Type.Object({ unread: Type.Boolean() })) },
      },
    },
    async (request) => ok(await app.messages.hasUnreadAnswer(callerOf(request))),
  );

  app.get(
    '/contact/:id',
    { schema: { params: IdParams, querystring: SiteQuery(), response: { 200: Envelope(ContactSchema) } } },
    async (request) => ok(await app.messages.openContact(callerOf(request), Number(request.params.id))),
  );

  app.post(
    '/contact/create',
    {
      schema: {
        querystring: SiteQuery(),
        body: CreateContactBodySchema,
        response: { 200: Envelope(ContactSchema) },
      },
    },
    async (request) => ok(await app.messages.createContact(callerOf(request), request.body)),
  );
};

export default message;
