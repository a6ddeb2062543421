import { formatUnits } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { siteOf } from '../../../../plugins/site.js';
import { Decimal, Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';

const LedgerAuditSchema = Type.Object({
  /** Per asset, the sum over every account: double entry keeps each at "0". */
  totals: Type.Array(Type.Object({ asset: Type.String(), total: Type.String() })),
  /** Accounts whose cached balance differs from the one rebuilt from their transfers; none when sound. */
  drifted: Type.Array(Type.Object({ id: Type.Integer(), cached: Type.String(), rebuilt: Type.String() })),
});

const PlayerLedgerSchema = Type.Array(
  Type.Object({ wallet: Type.String(), asset: Type.String(), cached: Decimal, rebuilt: Decimal }),
);

/**
 * Operator checks of the ledger: that money is conserved, and that a player's balances are what their
 * transfers add up to. Read-only; an ADMIN of the request's site only.
 */
const adminLedger: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/ledger/audit',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(LedgerAuditSchema) } } },
    // The totals are platform-wide sums, zero while money is conserved: they show no site's balances. The
    // drifted accounts are this site's players' only.
    async (request) => {
      const [totals, drifted] = await Promise.all([
        app.repos.ledger.totalsPerAsset(),
        app.repos.ledger.driftedAccounts(siteOf(request).id),
      ]);
      return ok({
        totals: [...totals].map(([asset, total]) => ({ asset, total: total.toString() })),
        drifted: drifted.map(({ id, cached, rebuilt }) => ({
          id,
          cached: cached.toString(),
          rebuilt: rebuilt.toString(),
        })),
      });
    },
  );

  app.get(
    '/admin/ledger/player',
    { schema: { querystring: SiteQuery({ playerId: Id }), response: { 200: Envelope(PlayerLedgerSchema) } } },
    async (request) => {
      await app.messages.requirePlayerOfSite(siteOf(request).id, request.query.playerId);
      const accounts = await app.repos.ledger.userLedger(request.query.playerId);
      return ok(
        accounts.map(({ wallet, asset, scale, cached, rebuilt }) => ({
          wallet,
          asset,
          cached: formatUnits(cached, scale),
          rebuilt: formatUnits(rebuilt, scale),
        })),
      );
    },
  );
};

export default adminLedger;
