import { OPERATOR_LEVELS, parseSiteFlags, type OperatorLevel } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { hashPassword } from '../../../../auth/password.js';
import { OperatorRefusal } from '../../../../services/operator-refusal.js';
import { siteOf } from '../../../../plugins/site.js';
import { Phone } from '../../../../schemas/certi.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { SiteInfoSchema } from '../../../../schemas/site.js';
import { announceSiteUpdate } from '../../../../services/site-updates.js';
import { Password, Username } from '../../../../schemas/user.js';
import { ListOrPage, PageNumber, PageSize, paged } from '../../trade/schemas.js';

const Level = Type.Enum(OPERATOR_LEVELS);
const OperatorSchema = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  level: Level,
  parentId: Type.Union([Id, Type.Null()]),
  siteInfoId: Id,
  status: Type.String(),
  createdAt: Type.Number(),
});
const AuditSchema = Type.Object({
  id: Type.Integer(),
  adminId: Id,
  admin: Type.String(),
  action: Type.String(),
  request: Type.Unknown(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  status: Type.Integer(),
  at: Type.Number(),
});
const CoinList = Type.String({ pattern: '^[A-Z]{2,10}(,[A-Z]{2,10}){0,19}$' });
const SiteUpdateBody = Type.Object(
  {
    type: Type.Optional(Type.String({ pattern: '^[01]{6}$' })),
    usedCoins: Type.Optional(CoinList),
    depositCoins: Type.Optional(CoinList),
    buyCoins: Type.Optional(CoinList),
    binaryCurrency: Type.Optional(Type.String({ pattern: '^[A-Z]{2,10}$' })),
    bankType: Type.Optional(Type.String({ pattern: '^[A-Z]{2,10}$' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** Who may add an operator of which level: SUPER any, SITE only its equals and support, SUPPORT nobody. */
const MAY_ADD: Record<OperatorLevel, readonly OperatorLevel[]> = {
  SUPER: OPERATOR_LEVELS,
  SITE: ['SITE', 'SUPPORT'],
  SUPPORT: [],
};

/**
 * Operators and their site (spec "Partner and admin": POST /api/admin, GET /api/admin {id}, GET /api/admin/list
 * {level, parentId}; docs/operators.md): the operators of the caller's site, the audit log, and the site's flags and
 * lists, whose change every open page of the site hears on /topic/notice/{siteId}.
 */
const adminOperators: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object(
          {
            username: Username,
            password: Password,
            name: Type.String({ minLength: 1, maxLength: 50 }),
            phone: Phone,
            level: Level,
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(OperatorSchema) },
      },
    },
    async (request) => {
      const caller = request.operator!;
      const { username, password, name, phone, level } = request.body;
      if (!MAY_ADD[caller.level].includes(level)) throw new OperatorRefusal('INSUFFICIENT_PRIVILEGES');
      const taken = await app.repos.users.findTaken(caller.siteId, {
        username: username.toLowerCase(),
        phone,
      });
      if (taken.username) throw new OperatorRefusal('USERNAME_DUPLICATE');
      if (taken.phone) throw new OperatorRefusal('PHONE_DUPLICATE');
      const passwordHash = await hashPassword(password);
      const id = await app.db.tx(async (q) => {
        const userId = await app.repos.users.insert(
          {
            siteId: caller.siteId,
            username: username.toLowerCase(),
            passwordHash,
            name,
            phone,
            role: 'ADMIN',
          },
          q,
        );
        await app.repos.ledger.openUserAccounts(userId, q);
        await app.repos.operators.insert(userId, level, caller.userId, q);
        return userId;
      });
      return ok((await app.repos.operators.byId(id))!);
    },
  );

  app.get(
    '/admin',
    { schema: { querystring: SiteQuery({ id: Id }), response: { 200: Envelope(OperatorSchema) } } },
    async (request) => {
      const found = await app.repos.operators.byId(request.query.id);
      if (found === undefined || found.siteInfoId !== siteOf(request).id)
        throw new OperatorRefusal('USER_NOT_FOUND');
      return ok(found);
    },
  );

  app.get(
    '/admin/list',
    {
      schema: {
        querystring: SiteQuery({ level: Type.Optional(Level), parentId: Type.Optional(Id) }),
        response: { 200: Envelope(Type.Array(OperatorSchema)) },
      },
    },
    async (request) => ok(await app.repos.operators.list(siteOf(request).id, request.query)),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        querystring: SiteQuery({ page: Type.Optional(PageNumber), size: Type.Optional(PageSize) }),
        response: { 200: Envelope(ListOrPage(AuditSchema)) },
      },
    },
    async (request) => {
      const { page = 1, size = 50 } = request.query;
      const { rows, total } = await app.repos.operators.audit(siteOf(request).id, (page - 1) * size, size);
      return ok(paged('PAGE', page, size, rows, total));
    },
  );

  // The site's flags and lists: the caller's own site; pages of it hear the change and redraw their areas.
  app.post(
    '/admin/site',
    {
      schema: { querystring: SiteQuery(), body: SiteUpdateBody, response: { 200: Envelope(SiteInfoSchema) } },
    },
    async (request) => {
      const site = siteOf(request);
      if (request.body.type !== undefined) parseSiteFlags(request.body.type);
      request.auditBefore = await app.repos.sites.findById(site.id);
      const changed = await app.repos.sites.update(site.id, request.body);
      if (changed === undefined) throw new OperatorRefusal('SITE_NOT_FOUND');
      await announceSiteUpdate(app, site.id);
      return ok(changed);
    },
  );
};

export default adminOperators;
