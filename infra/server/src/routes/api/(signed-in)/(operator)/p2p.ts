import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../../plugins/auth.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { P2pHistorySchema } from '../../../../schemas/p2p.js';

const DecisionBody = Type.Object({ dnwHistoryId: Id }, { additionalProperties: false });
const ConfirmBody = Type.Object(
  { dnwHistoryId: Id, outcome: Type.Union([Type.Literal('DONE'), Type.Literal('FAILED')]) },
  { additionalProperties: false },
);
const answered = { 200: Envelope(P2pHistorySchema) };

/**
 * The operator's side of P2P (docs/dnw.md, "P2P and payment providers"): approving (EXTERNAL -> the player's
 * wallet) or rejecting a waiting P2P buy, and, with the sandbox provider, its callback confirming a coin order.
 * An ADMIN of the request's site only; the site's requests are listed by GET /api/admin/dnw/list (WB, WS).
 */
const adminP2p: FastifyPluginAsyncTypebox = async (app) => {
  for (const [path, outcome] of [
    ['/admin/p2p/approve', 'DONE'],
    ['/admin/p2p/reject', 'REJECT'],
  ] as const) {
    app.post(
      path,
      { schema: { querystring: SiteQuery(), body: DecisionBody, response: answered } },
      async (request) => ok(await app.p2p.decide(callerOf(request), request.body.dnwHistoryId, outcome)),
    );
  }

  // The sandbox provider's callback; a contracted provider's comes signed, to a route of its own.
  if (app.paymentProvider.kind === 'sandbox') {
    app.post(
      '/payments/sandbox/confirm',
      { schema: { querystring: SiteQuery(), body: ConfirmBody, response: answered } },
      async (request, reply) => {
        const { dnwHistoryId, outcome } = request.body;
        const { history, replayed } = await app.p2p.confirm(callerOf(request), dnwHistoryId, outcome);
        if (replayed) reply.header('idempotent-replayed', 'true');
        return ok(history);
      },
    );
  }
};

export default adminP2p;
