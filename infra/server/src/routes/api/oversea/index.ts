import { errorMessage, type ApiFailure } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';

import { OverseaRefusal } from '../../../engines/oversea/oversea-refusal.js';
import overseaHistory from './history.js';
import overseaOptions from './options.js';
import overseaOrders from './orders.js';

/** /api/oversea (spec "Overseas"): the options, the player's orders and positions, their history. */
export default async function overseaApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.resolveSite);
  app.addHook('onRequest', app.requireSiteInfoId);
  // A closed market names its stock ("{stock}종목이 현재 휴장중입니다."); everything else goes to the app's handler.
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof OverseaRefusal) || error.code !== 'OVERSEA_MARKET_CLOSED') throw error;
    const message = errorMessage(error.code, request.site?.lang ?? 'ko').replace(
      '{stock}',
      error.stock ?? '',
    );
    const body: ApiFailure = { status: 400, data: null, error: { code: error.code, message } };
    return reply.code(400).type('application/json; charset=utf-8').send(body);
  });
  await app.register(overseaOptions);
  await app.register(overseaOrders);
  await app.register(overseaHistory);
}
