import { CONTENT_KINDS } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../../plugins/auth.js';
import { siteOf } from '../../../../plugins/site.js';
import { OutboxPageSchema } from '../../../../schemas/certi.js';
import { normalizeAddress } from '../../../../services/certification-service.js';
import { Envelope, Id, ok, SiteQuery, StrictSiteQuery } from '../../../../schemas/common.js';
import {
  AdminMessageBodySchema,
  AnswerContactBodySchema,
  ContactSchema,
  ContentItemSchema,
  CreateNoticeBodySchema,
  PageQuery,
  pageOf,
  PageSchema,
  PlayerIdBodySchema,
} from '../../../../schemas/content.js';

const Kind = Type.Enum(CONTENT_KINDS);
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Title = Text(200);
const Html = Text(50_000);

const AdminContentItemSchema = Type.Object({
  ...ContentItemSchema.properties,
  isForce: Type.Boolean(),
  updatedAt: Type.Union([Type.Number(), Type.Null()]),
});
const ContentBody = Type.Object(
  { kind: Kind, title: Title, content: Html, force: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
// kind and id, and at least one change.
const ContentUpdateBody = Type.Object(
  { kind: Kind, id: Id, title: Type.Optional(Title), content: Type.Optional(Html) },
  { additionalProperties: false, minProperties: 3 },
);
const ContentKeyBody = Type.Object({ kind: Kind, id: Id }, { additionalProperties: false });

const ContactStatus = Type.Union([Type.Literal('WAIT'), Type.Literal('ANSWERED')]);
const AdminContactSchema = Type.Object({
  id: Id,
  playerId: Id,
  username: Type.String(),
  question: Type.String(),
  answer: Type.Union([Type.String(), Type.Null()]),
  status: ContactStatus,
  isAnswerRead: Type.Boolean(),
  createdAt: Type.Number(),
  answeredAt: Type.Union([Type.Number(), Type.Null()]),
});

/**
 * Operator calls about content, inquiries and messages: an ADMIN of the request's site only (403 NO_PERMISSION for
 * everyone else), its own site's rows only.
 */
const adminContent: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/contact/answer',
    {
      schema: {
        querystring: SiteQuery(),
        body: AnswerContactBodySchema,
        response: { 200: Envelope(ContactSchema) },
      },
    },
    async (request) => {
      // The inquiry as it stood, for the audit log (another site's is not found, and not shown there).
      const before = await app.repos.messages.findContact(request.body.id);
      if (before?.siteId === siteOf(request).id) {
        const { siteId: _siteId, ...view } = before;
        request.auditBefore = view;
      }
      return ok(await app.messages.answerContact(callerOf(request), request.body));
    },
  );

  // The site's inquiries, newest first: those waiting for an answer (WAIT) or answered (ANSWERED).
  app.get(
    '/admin/contact/list',
    {
      schema: {
        querystring: StrictSiteQuery({ status: Type.Optional(ContactStatus), ...PageQuery }),
        response: { 200: Envelope(PageSchema(AdminContactSchema)) },
      },
    },
    async (request) => {
      const { page, size } = pageOf(request.query);
      const found = await app.repos.messages.listSiteContacts(
        siteOf(request).id,
        request.query.status,
        page,
        size,
      );
      return ok({ ...found, page, size });
    },
  );

  // Content of every kind (docs/operators.md, "Content, inquiries, partners and traders").
  app.get(
    '/admin/content/list',
    {
      schema: {
        querystring: StrictSiteQuery({
          kind: Kind,
          keyword: Type.Optional(Text(100)),
          ...PageQuery,
        }),
        response: { 200: Envelope(PageSchema(AdminContentItemSchema)) },
      },
    },
    async (request) => {
      const { kind, keyword } = request.query;
      return ok(await app.content.adminList(siteOf(request).id, kind, { keyword, ...pageOf(request.query) }));
    },
  );

  app.post(
    '/admin/content',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: ContentBody,
        response: { 200: Envelope(AdminContentItemSchema) },
      },
    },
    async (request) => {
      const { kind, ...input } = request.body;
      return ok(await app.content.create(siteOf(request).id, kind, input));
    },
  );

  app.post(
    '/admin/content/update',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: ContentUpdateBody,
        response: { 200: Envelope(AdminContentItemSchema) },
      },
    },
    async (request) => {
      const siteId = siteOf(request).id;
      request.auditBefore = await app.content.adminGet(siteId, request.body.kind, request.body.id);
      return ok(await app.content.update(siteId, request.body));
    },
  );

  app.post(
    '/admin/content/delete',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: ContentKeyBody,
        response: { 200: Envelope(Type.Object({ id: Id })) },
      },
    },
    async (request) => {
      const siteId = siteOf(request).id;
      request.auditBefore = await app.content.adminGet(siteId, request.body.kind, request.body.id);
      return ok(await app.content.remove(siteId, request.body));
    },
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
        response: { 200: Envelope(AdminContentItemSchema) },
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
