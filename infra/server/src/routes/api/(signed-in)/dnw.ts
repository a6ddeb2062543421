import type { DnwApplyType } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

import { AppError } from '../../../errors/app-error.js';
import { callerOf } from '../../../plugins/auth.js';
import { siteOf } from '../../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../../schemas/common.js';
import { DnwHistorySchema, DnwPoint, SiteDnwInfoSchema } from '../../../schemas/dnw.js';
import { sentIdempotencyKey } from '../../../schemas/idempotency.js';
import { depositCoinOf } from '../../../services/coin-service.js';
import { toDnwHistory, type DnwApplication } from '../../../services/dnw-service.js';
import { checkDestination } from '../../../wallet/chain/coin-formats.js';
import { walletAmount } from '../../../wallet/wallet-amount.js';
import { dnwFilterOf, DnwListQuery } from './dnw-list-query.js';
import { ListOrPage, paged } from '../trade/schemas.js';

const ApplyBody = Type.Object(
  { type: Type.Union([Type.Literal('D'), Type.Literal('W')]), point: DnwPoint },
  { additionalProperties: false },
);
const DepositBody = Type.Object({ point: DnwPoint }, { additionalProperties: false });
const CoinPoint = Type.String({ pattern: '^\\d{1,20}(\\.\\d{1,20})?$' });
const WalletName = Type.String({ minLength: 1, maxLength: 16 });
// Won as /dnw sends it, or a coin to its chain: the wallet, the amount in its coin and where it goes.
const WithdrawBody = Type.Object(
  {
    point: Type.Union([DnwPoint, CoinPoint]),
    walletType: Type.Optional(WalletName),
    address: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    tag: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  },
  { additionalProperties: false },
);
const TransferBody = Type.Object(
  { walletType: WalletName, point: CoinPoint, username: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/**
 * The player's deposit and withdraw requests (spec section 7 "Wallet / DNW"; docs/dnw.md): apply, cancel while
 * it waits, the history, and what the /dnw screen shows. An operator decides them (admin/dnw.ts).
 */
const dnw: FastifyPluginAsyncTypebox = async (app) => {
  async function apply(
    request: FastifyRequest,
    reply: FastifyReply,
    type: DnwApplyType,
    point: string | number,
    coin?: { walletType: string; address?: string; tag?: string },
  ) {
    const sent = sentIdempotencyKey(request);
    const { userId, siteId } = callerOf(request);
    const application =
      coin === undefined || coin.walletType === 'MONEY'
        ? { type, point: walletAmount(String(point), 'MONEY') }
        : await coinWithdrawalOf(userId, siteOf(request).depositCoins, String(point), coin);
    const { history, replayed } = await app.dnw.apply({ userId, siteId }, application, sent);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return ok(history);
  }

  const applied = { 200: Envelope(DnwHistorySchema) };

  // POST /dnw/apply {type, point}: the spec's call; deposit/apply and withdraw/apply are the same by kind.
  app.post(
    '/dnw/apply',
    { schema: { querystring: SiteQuery(), body: ApplyBody, response: applied } },
    (request, reply) => apply(request, reply, request.body.type, request.body.point),
  );
  app.post(
    '/dnw/deposit/apply',
    {
      schema: { querystring: SiteQuery(), body: DepositBody, response: applied },
    },
    (request, reply) => apply(request, reply, 'D', request.body.point),
  );
  app.post(
    '/dnw/withdraw/apply',
    {
      schema: { querystring: SiteQuery(), body: WithdrawBody, response: applied },
    },
    (request, reply) => {
      const { point, walletType, address, tag } = request.body;
      return apply(
        request,
        reply,
        'W',
        point,
        walletType === undefined ? undefined : { walletType, address, tag },
      );
    },
  );

  /** A coin of the site's to withdraw, to the address sent or else the one the player saved, checked. */
  async function coinWithdrawalOf(
    userId: number,
    depositCoins: string,
    point: string,
    to: { walletType: string; address?: string; tag?: string },
  ): Promise<DnwApplication> {
    const coin = depositCoinOf(depositCoins, to.walletType);
    const saved =
      to.address === undefined ? await app.repos.coinAddresses.withdrawAddress(userId, coin) : undefined;
    const address = to.address ?? saved?.address;
    const tag = to.tag ?? saved?.tag ?? undefined;
    if (address === undefined) throw new AppError(400, 'ADDRESS_INVALID');
    checkDestination(coin, address, tag);
    return { type: 'W', point: walletAmount(point, coin), wallet: coin, address, tag };
  }

  // POST /dnw/transfer {walletType, point, username} (the spec shows no payload): a send to another player.
  app.post(
    '/dnw/transfer',
    {
      schema: { querystring: SiteQuery(), body: TransferBody, response: applied },
    },
    async (request, reply) => {
      const sent = sentIdempotencyKey(request);
      const { userId, siteId } = callerOf(request);
      const { history, replayed } = await app.dnw.send({ userId, siteId }, request.body, sent);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(history);
    },
  );

  app.get(
    '/dnw/cancel',
    {
      schema: { querystring: SiteQuery({ dnwHistoryId: Id }), response: applied },
    },
    async (request) => ok(await app.dnw.cancel(callerOf(request), request.query.dnwHistoryId)),
  );

  app.get(
    '/dnw/list',
    {
      schema: {
        querystring: SiteQuery(DnwListQuery),
        response: { 200: Envelope(ListOrPage(DnwHistorySchema)) },
      },
    },
    async (request) => {
      const { resultType = 'PAGE', page = 1, size = 20, ...q } = request.query;
      const { userId, siteId } = callerOf(request);
      const { rows, total } = await app.repos.dnw.list(
        dnwFilterOf(q, { siteId, userId }),
        (page - 1) * size,
        size,
      );
      return ok(paged(resultType, page, size, rows.map(toDnwHistory), total));
    },
  );

  app.get(
    '/site_info/dnw',
    {
      schema: { querystring: SiteQuery(), response: { 200: Envelope(SiteDnwInfoSchema) } },
    },
    async (request) => ok(await app.dnw.siteInfo(callerOf(request).siteId)),
  );
};

export default dnw;
