import type { FuturesOption } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { SymbolSpec } from '../../market/symbols.js';
import { siteOf } from '../../plugins/site.js';
import { Decimal, Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { ListOrPage, paged, ResultType } from './trade/schemas.js';

const Prefix = Type.String({ maxLength: 32 });

/** The fields every option list shares (the overseas list adds isRest: routes/api/oversea/schemas.ts). */
export const FuturesOptionSchema = Type.Object({
  id: Type.Integer(),
  stock: Type.String(),
  koName: Type.String(),
  precision: Type.Integer(),
  lastPrice: Decimal,
  priceChangePercent: Decimal,
});

/** Perpetual contracts carry the suffix the client strips for display (shared/ui stockName). */
const PERP = 'PERP';

/**
 * The futures list the host's trade headers and drawers show (GET /api/futures/option/list). Until the futures
 * engine exists, it is read from the market's symbols: the crypto (BINANCE) ones as perpetual futures. Ids are
 * positions in the market's symbol list (as the overseas options', routes/api/oversea), so they stay put while
 * the list only grows at its end.
 */
const marketOptions: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.resolveSite);
  app.addHook('onRequest', app.requireSiteInfoId);

  const optionOf = (spec: SymbolSpec, index: number) => {
    const stats = app.market.statistics(spec.stock);
    return {
      id: index + 1,
      koName: spec.koName,
      precision: spec.precision,
      lastPrice: stats.lastPrice,
      priceChangePercent: stats.priceChangePercent,
    };
  };
  const indexed = () => app.market.bus.symbols().map((spec, index) => ({ spec, index }));
  // As trade/option/list: the site's own prefix names the whole list, any other filters stock names.
  const matches = (stock: string, prefix: string | undefined, sitePrefix: string) =>
    prefix === undefined || prefix === sitePrefix || stock.startsWith(prefix);

  app.get(
    '/futures/option/list',
    {
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          isPlay: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          stockPrefix: Type.Optional(Prefix),
        }),
        response: { 200: Envelope(ListOrPage(FuturesOptionSchema)) },
      },
    },
    async (request) => {
      const { resultType = 'LIST', isPlay, stockPrefix } = request.query;
      // Every listed contract is playable; asking for stopped ones finds none.
      const options: FuturesOption[] =
        isPlay === 0
          ? []
          : indexed()
              .filter(({ spec }) => spec.origin === 'BINANCE')
              .map(({ spec, index }) => ({ ...optionOf(spec, index), stock: `${spec.stock}${PERP}` }))
              .filter((o) => matches(o.stock, stockPrefix, siteOf(request).stockPrefix));
      return ok(paged(resultType, 1, Math.max(1, options.length), options, options.length));
    },
  );
};

export default marketOptions;
