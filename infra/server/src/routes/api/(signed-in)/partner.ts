import { formatUnits, PARTNER_PROFIT_TYPES } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { ASSET_SCALES } from '../../../money/assets.js';
import { callerOf } from '../../../plugins/auth.js';
import { Envelope, Id, ok, SiteQuery } from '../../../schemas/common.js';
import { DateText, dateBound } from '../../../schemas/date-query.js';
import {
  FlagText,
  PartnerCreateBody,
  PartnerPlayerSchema,
  PartnerProfitSchema,
  PartnerSchema,
} from '../../../schemas/partner.js';
import { csv, ListOrPage, PageNumber, PageSize, paged, ResultType } from '../trade/schemas.js';

const STATUSES = ['NORMAL', 'WAIT', 'DENY'] as const;

/** A partner's own record, its sub-partners and players, the profits it was paid, and creating partners (docs/partner.md): partners see themselves and what is below them; an operator sees the site. */
const partner: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/partner',
    {
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

  app.get(
    '/partner/players',
    {
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
};

export default partner;
