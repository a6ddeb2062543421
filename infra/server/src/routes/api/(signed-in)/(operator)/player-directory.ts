import type { AdminPlayerDetail, AdminPlayerRow } from '@bx/contracts';
import { formatUnits } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { toBet } from '../../../../engines/binary/views.js';
import { OperatorRefusal } from '../../../../services/operator-refusal.js';
import { siteOf } from '../../../../plugins/site.js';
import type { PlayerListRow } from '../../../../repositories/user-repository.js';
import { Decimal, Envelope, Id, ok, StrictSiteQuery } from '../../../../schemas/common.js';
import { DnwHistorySchema } from '../../../../schemas/dnw.js';
import { MyWalletSchema } from '../../../../schemas/user.js';
import { toDnwHistory } from '../../../../services/dnw-service.js';
import { toMyWallet } from '../../../../wallet/wallet-view.js';
import { dnwFilterOf } from '../dnw-list-query.js';
import { FuturesOrderSchema, FuturesPositionSchema } from '../../futures/schemas.js';
import { OverseaOrderSchema, OverseaPositionSchema } from '../../oversea/schemas.js';
import { BetSchema, ListOrPage, PageNumber, PageSize, paged } from '../../trade/schemas.js';

const Status = Type.Union([Type.Literal('NORMAL'), Type.Literal('WAIT'), Type.Literal('DENY')]);

const PlayerRowSchema = Type.Object({
  id: Id,
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  status: Status,
  role: Type.Union([Type.Literal('PLAYER'), Type.Literal('TRADER')]),
  blockDevice: Type.String(),
  partner: Type.Union([Type.Object({ id: Id, code: Type.String() }), Type.Null()]),
  createdAt: Type.Number(),
  point: Decimal,
});

const PlayerDetailSchema = Type.Object({
  ...PlayerRowSchema.properties,
  wallets: MyWalletSchema,
  futures: Type.Object({
    positions: Type.Array(FuturesPositionSchema),
    orders: Type.Array(FuturesOrderSchema),
  }),
  oversea: Type.Object({
    positions: Type.Array(OverseaPositionSchema),
    orders: Type.Array(OverseaOrderSchema),
  }),
  bets: Type.Array(BetSchema),
  dnw: Type.Array(DnwHistorySchema),
});

/** What the detail shows of a player's latest bets and deposit/withdraw requests. */
const LATEST = 20;

/** MONEY is whole won (scale 0). */
const withPoint = (row: PlayerListRow, balance: bigint | undefined): AdminPlayerRow => ({
  ...row,
  point: formatUnits(balance ?? 0n, 0),
});

/**
 * The ops console's players (docs/operators.md, "Players and trading"): the players of the operator's site, found
 * by a part of their username, name or phone, and one player's wallets, open positions and orders, latest bets and
 * deposit/withdraw requests. Read only; another site's player is not found (404 USER_NOT_FOUND).
 */
const adminPlayerDirectory: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/player/list',
    {
      schema: {
        querystring: StrictSiteQuery({
          keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
          status: Type.Optional(Status),
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(ListOrPage(PlayerRowSchema)) },
      },
    },
    async (request) => {
      const { keyword, status, page = 1, size = 20 } = request.query;
      const { rows, total } = await app.repos.users.listPlayers(
        siteOf(request).id,
        { keyword, status },
        (page - 1) * size,
        size,
      );
      const balances = await app.repos.ledger.walletBalances(
        rows.map((row) => row.id),
        'MONEY',
      );
      const items = rows.map((row) => withPoint(row, balances.get(row.id)));
      return ok(paged('PAGE', page, size, items, total));
    },
  );

  app.get(
    '/admin/player',
    {
      schema: {
        querystring: StrictSiteQuery({ playerId: Id }),
        response: { 200: Envelope(PlayerDetailSchema) },
      },
    },
    async (request) => {
      const siteId = siteOf(request).id;
      const player = await app.repos.users.playerOfSite(siteId, request.query.playerId);
      if (player === undefined) throw new OperatorRefusal('USER_NOT_FOUND');
      const userId = player.id;
      const [balances, futuresPositions, futuresOrders, overseaPositions, overseaOrders, bets, dnw] =
        await Promise.all([
          app.repos.ledger.userBalances(userId),
          app.futures.openPositions(userId),
          app.repos.futures.openOrders({ userId }),
          app.repos.oversea.openPositions(userId),
          app.repos.oversea.openOrders({ userId }),
          app.repos.binary.listBets({ userId }, 0, LATEST),
          app.repos.dnw.list(dnwFilterOf({}, { siteId, userId }), 0, LATEST),
        ]);
      const wallets = toMyWallet(balances);
      const detail: AdminPlayerDetail = {
        ...player,
        point: wallets.money,
        wallets,
        futures: {
          positions: futuresPositions,
          orders: futuresOrders.map((row) => app.futures.orderView(row)),
        },
        oversea: {
          positions: overseaPositions.map((row) => app.oversea.positionView(row)),
          orders: overseaOrders.map((row) => app.oversea.orderView(row)),
        },
        bets: bets.rows.map(toBet),
        dnw: dnw.rows.map(toDnwHistory),
      };
      return ok(detail);
    },
  );
};

export default adminPlayerDirectory;
