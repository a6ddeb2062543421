import type { FastifyPluginAsync } from 'fastify';

import stock from '../stock/stock.js';
import serverTimeOffset from '../server-time-offset.js';
import tradeBinary from './binary.js';
import tradeMarket from './market.js';

/**
 * Market and binary-trade calls under /api, with the same site checks as every /api call (registered beside
 * the main /api plugin so the two evolve separately).
 */
const tradeApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.resolveSite);
  app.addHook('onRequest', app.requireSiteInfoId);
  for (const routes of [tradeMarket, tradeBinary, stock, serverTimeOffset]) await app.register(routes);
};

export default tradeApi;
