import { CHAIN_COINS, formatUnits, WALLET_TYPES } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';

import { OperatorRefusal } from '../../../../services/operator-refusal.js';
import { ASSET_SCALES, WALLET_ASSETS, type LedgerWallet } from '../../../../money/assets.js';
import { callerOf } from '../../../../plugins/auth.js';
import { siteOf } from '../../../../plugins/site.js';
import type { CouponRow } from '../../../../repositories/coupon-repository.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { sentIdempotencyKey } from '../../../../schemas/idempotency.js';
import { CouponSchema, DnwHistorySchema, PromoCode } from '../../../../schemas/dnw.js';
import { chainDepositKey } from '../../../../services/coin-service.js';
import { toDnwHistory } from '../../../../services/dnw-service.js';
import { walletAmount } from '../../../../wallet/wallet-amount.js';

const Amount = Type.String({ pattern: '^\\d{1,20}(\\.\\d{1,20})?$' });
const ChainDepositBody = Type.Object(
  {
    coinName: Type.Enum(CHAIN_COINS),
    address: Type.String({ minLength: 1, maxLength: 128 }),
    tag: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
    amount: Amount,
    txId: Type.String({ pattern: '^[0-9A-Za-z:_-]{1,128}$' }),
  },
  { additionalProperties: false },
);
const CouponBody = Type.Object(
  {
    promoCode: PromoCode,
    // The wallet the bonus lands in (MONEY for won); leave out to let the player pick one of `currency`.
    walletType: Type.Optional(Type.Enum(['MONEY', ...WALLET_TYPES])),
    currency: Type.Optional(Type.Enum(['KRW', 'USDT', 'BTC', 'ETH', 'XRP', 'DOGE', 'EOS'])),
    point: Amount,
    maxUses: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    expiresAt: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

const ExpireBody = Type.Object({ promoCode: PromoCode }, { additionalProperties: false });
const AdjustBody = Type.Object(
  {
    playerId: Id,
    type: Type.Union([Type.Literal('PB'), Type.Literal('PM')]),
    walletType: Type.Enum(['MONEY', ...WALLET_TYPES]),
    point: Amount,
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

function toCoupon(row: CouponRow): Static<typeof CouponSchema> {
  const { id, promoCode, wallet, asset, maxUses, uses, expiresAt } = row;
  return {
    id,
    promoCode,
    wallet,
    currency: asset,
    point: formatUnits(row.point, ASSET_SCALES[asset]),
    maxUses,
    uses,
    expiresAt,
  };
}

/**
 * The operator's coin and bonus calls (the ops console's): reporting a chain deposit to the local chain simulator,
 * the site's promotion codes, and bonuses granted or deducted by hand. An ADMIN of the site only.
 */
const adminWallet: FastifyPluginAsyncTypebox = async (app) => {
  // What a chain node would report: coins arrived at one of the site's deposit addresses.
  app.post(
    '/admin/wallet/chain_deposit',
    {
      schema: {
        querystring: SiteQuery(),
        body: ChainDepositBody,
        response: { 200: Envelope(DnwHistorySchema) },
      },
    },
    async (request) => {
      const { coinName: coin, address, tag, amount, txId } = request.body;
      if (app.localChain === undefined) throw new OperatorRefusal('NOT_FOUND');
      const route = await app.repos.coinAddresses.route(coin, address, tag ?? null);
      if (route === undefined || route.siteId !== siteOf(request).id)
        throw new OperatorRefusal('ADDRESS_NOT_FOUND');
      const point = walletAmount(amount, coin);
      await app.localChain.deposit({ coin, address, tag: tag ?? null, amount: point, txId });
      const credited = await app.repos.dnw.byKey(route.userId, chainDepositKey(coin, txId));
      if (credited === undefined) throw new Error(`chain deposit ${txId} was reported but not credited`);
      return ok(toDnwHistory(credited));
    },
  );

  app.post(
    '/admin/coupon',
    { schema: { querystring: SiteQuery(), body: CouponBody, response: { 200: Envelope(CouponSchema) } } },
    async (request) => {
      const { promoCode, walletType, currency, point, maxUses, expiresAt } = request.body;
      const asset = walletType === undefined ? currency : WALLET_ASSETS[walletType as LedgerWallet];
      if (asset === undefined || (currency !== undefined && currency !== asset))
        throw new OperatorRefusal('WALLET_UNSUPPORTED');
      const created = await app.repos.coupons.insert({
        siteId: siteOf(request).id,
        promoCode: promoCode.toUpperCase(),
        wallet: walletType ?? null,
        asset,
        point: walletAmount(point, walletType ?? assetWallet(asset)),
        maxUses,
        expiresAt,
        createdBy: callerOf(request).userId,
      });
      if (created === undefined) throw new OperatorRefusal('COUPON_EXISTS');
      return ok(toCoupon(created));
    },
  );

  app.get(
    '/admin/coupon/list',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(Type.Array(CouponSchema)) } } },
    async (request) => ok((await app.repos.coupons.list(siteOf(request).id)).map(toCoupon)),
  );

  // Ends a coupon now: players can no longer use it; what was granted stays.
  app.post(
    '/admin/coupon/expire',
    { schema: { querystring: SiteQuery(), body: ExpireBody, response: { 200: Envelope(CouponSchema) } } },
    async (request) => ok(toCoupon(await app.coupons.expire(siteOf(request).id, request.body.promoCode))),
  );

  // A bonus granted (PB) or deducted (PM) by hand, with the reason the player reads in the history.
  app.post(
    '/admin/player/adjust',
    { schema: { querystring: SiteQuery(), body: AdjustBody, response: { 200: Envelope(DnwHistorySchema) } } },
    async (request, reply) => {
      const { history, replayed } = await app.manualAdjust.adjust(
        callerOf(request),
        { ...request.body, walletType: request.body.walletType as LedgerWallet },
        sentIdempotencyKey(request),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(history);
    },
  );
};

/** A wallet holding `asset`, to read an amount of it with its decimals. */
function assetWallet(asset: string): LedgerWallet {
  return (Object.keys(WALLET_ASSETS) as LedgerWallet[]).find((wallet) => WALLET_ASSETS[wallet] === asset)!;
}

export default adminWallet;
