import { formatUnits, PARTNER_PROFIT_TYPES } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { ASSET_SCALES } from '../../money/assets.js';
import { callerOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../schemas/common.js';
import { DateText, dateBound } from '../../schemas/date-query.js';
import {
  FlagText,
  PartnerCreateBody,
  PartnerPlayerSchema,
  PartnerProfitSchema,
  PartnerSchema,
} from '../../schemas/partner.js';
import { PartnerSummarySchema } from '../../schemas/user.js';
import { csv, ListOrPage, PageNumber, PageSize, paged, ResultType } from './trade/schemas.js';

const STATUSES = ['NORMAL', 'WAIT', 'DENY'] as const;

/**
 * Partners (spec "Partner and admin"; docs/partner.md): the code check of sign-up, a partner's own record, its
 * sub-partners and players, the profits it was paid, and creating partners. Partners see themselves and what is
 * below them; an operator sees the site.
 */
const partner: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/partner/verify',
    {
      schema: {
        // The partner's code, as it appears in /ref/:partnerCode.
        querystring: SiteQuery({ partnerPk: Type.String({ minLength: 1, maxLength: 50 }) }),
        response: { 200: Envelope(PartnerSummarySchema) },
      },
    },
    async (request) => {
      const found = await app.repos.partners.findByCode(siteOf(request).id, request.query.partnerPk);
      if (found === undefined) throw new AppError(404, 'PARTNER_NOT_FOUND');
      return ok(found);
    },
  );

  app.post(
    '/partner',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: SiteQuery(),
        body: PartnerCreateBody,
        response: { 200: Envelope(PartnerSchema) },
      },
    },
    async (request) => {
      const shareRate = Math.round(request.body.shareRate * 10_000) / 10_000;
      return ok(await app.partners.create(callerOf(request), { ...request.body, shareRate }));
    },
  );

  app.get(
    '/partner',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: SiteQuery({ id: Type.Optional(Id) }),
        response: { 200: Envelope(PartnerSchema) },
      },
    },
    async (request) => ok(await app.partners.get(callerOf(request), request.query.id)),
  );

  app.get(
    '/partner/list',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          level: Type.Optional(Type.Integer({ minimum: 1, maximum: 32 })),
          parentId: Type.Optional(Id),
          statusStrs: Type.Optional(Type.String({ maxLength: 40 })),
        }),
        response: { 200: Envelope(ListOrPage(PartnerSchema)) },
      },
    },
    async (request) => {
      const { resultType = 'LIST', level, parentId, statusStrs } = request.query;
      const statuses = csv(statusStrs, 'statusStrs', STATUSES);
      const rows = await app.partners.children(callerOf(request), { parentId, level, statuses });
      return ok(paged(resultType, 1, rows.length, rows, rows.length));
    },
  );

  // An extra of ours: the players a partner referred (its "children" beside its sub-partners).
  app.get(
    '/partner/players',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: SiteQuery({
          id: Type.Optional(Id),
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(ListOrPage(PartnerPlayerSchema)) },
      },
    },
    async (request) => {
      const { id, page = 1, size = 20 } = request.query;
      const partnerId = await app.partners.readable(callerOf(request), id);
      const { rows, total } = await app.repos.partners.players(partnerId, (page - 1) * size, size);
      return ok(paged('PAGE', page, size, rows, total));
    },
  );

  app.get(
    '/partner_profit/my_list',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          isChildren: Type.Optional(FlagText),
          typeStrs: Type.Optional(Type.String({ maxLength: 40 })),
          startDate: Type.Optional(DateText),
          endDate: Type.Optional(DateText),
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(ListOrPage(PartnerProfitSchema)) },
      },
    },
    async (request) => {
      const {
        resultType = 'PAGE',
        isChildren,
        typeStrs,
        startDate,
        endDate,
        page = 1,
        size = 20,
      } = request.query;
      const caller = callerOf(request);
      const own = await app.partners.readable(caller, undefined);
      // With isChildren, what the caller's sub-partners were paid; else what the caller was.
      const partnerIds =
        isChildren === 'true' || isChildren === '1'
          ? (await app.partners.children(caller, { parentId: own })).map((child) => child.id)
          : [own];
      const { rows, total } = await app.repos.partnerProfits.list(
        {
          partnerIds,
          types: csv(typeStrs, 'typeStrs', PARTNER_PROFIT_TYPES),
          from: dateBound(startDate, 'startDate', false),
          to: dateBound(endDate, 'endDate', true),
        },
        (page - 1) * size,
        size,
      );
      const items = rows.map(({ asset, ...row }) => ({
        ...row,
        base: formatUnits(row.base, ASSET_SCALES[asset]),
        point: formatUnits(row.point, ASSET_SCALES[asset]),
        currency: asset,
      }));
      return ok(paged(resultType, page, size, items, total));
    },
  );

  // The operator runs the sharing at once (it also runs every minute): for the ops console and tests.
  app.post(
    '/admin/partner_profit/run',
    {
      onRequest: app.authenticate,
      preHandler: app.requireAdmin,
      schema: {
        querystring: SiteQuery(),
        response: { 200: Envelope(Type.Object({ runId: Id, paid: Type.Integer() })) },
      },
    },
    async () => ok(await app.partners.runShares()),
  );
};

export default partner;
