import type { AdminPlayerPartnerResult } from '@bx/contracts';
import { toUnits } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { OperatorRefusal } from '../../../../services/operator-refusal.js';
import { ASSET_SCALES } from '../../../../money/assets.js';
import { siteOf } from '../../../../plugins/site.js';
import type { TraderRow } from '../../../../repositories/copytrade/copytrade-rows.js';
import { Envelope, Id, ok, StrictSiteQuery } from '../../../../schemas/common.js';
import { CopyTraderSchema } from '../copytrade/schemas.js';
import { traderViews } from '../copytrade/trader-views.js';

const PartnerRef = Type.Object({ id: Id, code: Type.String() });
const PlayerPartnerBody = Type.Object(
  { playerId: Id, partnerId: Type.Union([Id, Type.Null()]) },
  { additionalProperties: false },
);
const PlayerPartnerSchema = Type.Object({
  playerId: Id,
  partner: Type.Union([PartnerRef, Type.Null()]),
});
// traderId and at least one term; USDT with six decimals at most.
const TraderTermsBody = Type.Object(
  {
    traderId: Id,
    maxFollowers: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    minBalance: Type.Optional(Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$' })),
  },
  { additionalProperties: false, minProperties: 2 },
);

/**
 * The ops console's calls about the people of the site (docs/operators.md, "Content, inquiries, partners and
 * traders"): which partner a player belongs to, and a copy trader's terms. Rows of another site are not found;
 * the audit log keeps each one before and after.
 */
const adminPeople: FastifyPluginAsyncTypebox = async (app) => {
  /** A player of the site (a copy trader too), never an operator or a partner: else 404 USER_NOT_FOUND. */
  const playerOf = async (siteId: number, playerId: number): Promise<AdminPlayerPartnerResult> => {
    const player = await app.repos.users.playerOfSite(siteId, playerId);
    if (player === undefined) throw new OperatorRefusal('USER_NOT_FOUND');
    return { playerId: player.id, partner: player.partner };
  };

  app.post(
    '/admin/player/partner',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: PlayerPartnerBody,
        response: { 200: Envelope(PlayerPartnerSchema) },
      },
    },
    async (request) => {
      const siteId = siteOf(request).id;
      const { playerId, partnerId } = request.body;
      request.auditBefore = await playerOf(siteId, playerId);
      if (partnerId !== null && (await app.repos.partners.findById(siteId, partnerId)) === undefined)
        throw new OperatorRefusal('PARTNER_NOT_FOUND');
      await app.repos.partners.setReferrer(playerId, partnerId);
      return ok(await playerOf(siteId, playerId));
    },
  );

  const views = traderViews(app);
  const traderOf = async (siteId: number, traderId: number): Promise<TraderRow> => {
    const row = await app.repos.copytrade.trader(traderId);
    if (row === undefined || row.siteId !== siteId) throw new OperatorRefusal('TRADER_NOT_FOUND');
    return row;
  };

  // Follows read the terms afresh under the trader's lock: a quota below the followers keeps them and refuses new
  // ones (FOLLOWER_QUOTA_EXCEEDED); a higher minimum applies to the next follow, not to those following.
  app.post(
    '/admin/copytrade/trader',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: TraderTermsBody,
        response: { 200: Envelope(CopyTraderSchema) },
      },
    },
    async (request) => {
      const siteId = siteOf(request).id;
      const { traderId, maxFollowers, minBalance } = request.body;
      [request.auditBefore] = await views([await traderOf(siteId, traderId)]);
      await app.repos.copytrade.setTerms(traderId, {
        maxFollowers,
        minBalance: minBalance === undefined ? undefined : toUnits(minBalance, ASSET_SCALES.USDT),
      });
      return ok((await views([await traderOf(siteId, traderId)]))[0]!);
    },
  );
};

export default adminPeople;
