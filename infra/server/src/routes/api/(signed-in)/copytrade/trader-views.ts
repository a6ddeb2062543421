import type { CopyTrader } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';

import { toCopyTrader } from '../../../../engines/copytrade/copy-views.js';
import { PERP } from '../../../../engines/futures/futures-views.js';
import type { TraderRow } from '../../../../repositories/copytrade/copytrade-rows.js';

/**
 * Traders as players and operators see them: their figures computed from the booked fills up to the clock's now,
 * the pairs they trade (every futures stock on offer).
 */
export function traderViews(app: FastifyInstance): (rows: readonly TraderRow[]) => Promise<CopyTrader[]> {
  return async (rows) => {
    const figures = await app.repos.copytrade.figures(
      rows.map((row) => row.id),
      app.market.clock.now(),
    );
    const stocks = app.futures.options.all.flatMap((terms) =>
      terms.isPlay ? [`${terms.stock}${PERP}`] : [],
    );
    return rows.map((row) => toCopyTrader(row, figures.get(row.id)!, stocks));
  };
}
