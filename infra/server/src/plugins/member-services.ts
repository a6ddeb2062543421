import type { OperatorLevel } from '@bx/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Clock } from '../clock.js';
import type { DeliveryKind } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { createCertificationService, type CertificationService } from '../services/certification-service.js';
import { createChatService, type ChatService } from '../services/chat-service.js';
import { createCoinService, type CoinService } from '../services/coin-service.js';
import { createContentService, type ContentService } from '../services/content-service.js';
import { createConvertService, type ConvertService } from '../services/convert-service.js';
import { createWalletConvertService, type WalletConvertService } from '../services/wallet-convert-service.js';
import { createCouponService, type CouponService } from '../services/coupon-service.js';
import { createManualAdjustService, type ManualAdjustService } from '../services/manual-adjust-service.js';
import { createDelivery, type Delivery } from '../services/delivery.js';
import { createDnwService, type DnwService } from '../services/dnw-service.js';
import { createMessageService, type MessageService } from '../services/message-service.js';
import { createPartnerService, type PartnerService } from '../services/partner-service.js';
import { createPlayerAccountService, type PlayerAccountService } from '../services/player-account-service.js';
import { createLocalChain, type LocalChain } from '../wallet/chain/local-chain.js';
import { callerOf } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator making the call, once requireAdmin let it through. */
    operator?: { userId: number; siteId: number; level: OperatorLevel };
    /** What an operator's call is about to change, as it stood, for the audit log. */
    auditBefore?: unknown;
  }
  interface FastifyInstance {
    delivery: Delivery;
    certification: CertificationService;
    content: ContentService;
    messages: MessageService;
    chat: ChatService;
    dnw: DnwService;
    convert: ConvertService;
    /** Moves between a player's own wallets: the decisions of /api/dnw/convert, buy/sell apply, exchange_rate. */
    walletConvert: WalletConvertService;
    coins: CoinService;
    coupons: CouponService;
    manualAdjust: ManualAdjustService;
    partners: PartnerService;
    /** The local chain simulator when it is the custody (the default): an operator's call reports deposits to it. */
    localChain: LocalChain | undefined;
    playerAccounts: PlayerAccountService;
    /** preHandler after `authenticate`: the caller is an ADMIN (of the token's site), else 403 NO_PERMISSION. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** What an operator sent, passwords left out. */
function withoutSecrets(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body ?? null;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !/password/i.test(key)));
}

/**
 * Every call an operator made that could change something (not a GET) goes into the append-only admin_audit log
 * with what was sent, what the call knew before (request.auditBefore) and what it answered, refusals included,
 * before the answer leaves.
 */
function recordOperatorActions(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operator = request.operator;
    if (operator === undefined || request.method === 'GET') return payload;
    let after: unknown = null;
    if (typeof payload === 'string') {
      try {
        after = (JSON.parse(payload) as { data?: unknown; error?: unknown }) ?? null;
      } catch {
        after = null;
      }
    }
    await app.repos.operators.record({
      siteId: operator.siteId,
      adminId: operator.userId,
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      request: withoutSecrets(request.body),
      before: request.auditBefore,
      after,
      status: reply.statusCode,
    });
    return payload;
  });
}

/**
 * Every instance runs the sharing each minute; a result is marked as it is shared, so runs racing on two instances
 * pay it once. A run still going when the next is due is not doubled.
 */
function sharePartnerProfitsEveryMinute(app: FastifyInstance, partners: PartnerService): void {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= partners
      .runShares()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'partner profit run failed'))
      .finally(() => {
        running = undefined;
      });
  }, 60_000);
  timer.unref();
  // The database closes after this hook: a run under way finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export interface MemberServicesOptions {
  delivery: DeliveryKind;
  clock: Clock;
}

/** Content, messages and inquiries, deposits and withdrawals, certification, account recovery; registered after realtime (they push). */
export default fp<MemberServicesOptions>(
  async (app, options) => {
    const { db, repos, realtime } = app;
    const { clock } = options;
    const delivery = createDelivery(options.delivery, { repos, clock });
    const certification = createCertificationService({ db, repos, clock, delivery });
    app.decorate('delivery', delivery);
    app.decorate('certification', certification);
    app.decorate('content', createContentService({ repos, realtime, clock }));
    app.decorate('messages', createMessageService({ repos, clock, realtime }));
    app.decorate('chat', createChatService({ repos, clock, realtime }));
    app.decorate('dnw', createDnwService({ db, repos, realtime }));
    const localChain = createLocalChain();
    const coins = createCoinService({ db, repos, realtime, custody: localChain, clock });
    const unwatch = localChain.watch(async (deposit) => {
      await coins.credit(deposit);
    });
    app.addHook('onClose', async () => unwatch());
    app.decorate('coins', coins);
    app.decorate('coupons', createCouponService({ db, repos, realtime, clock }));
    app.decorate('manualAdjust', createManualAdjustService({ db, repos, realtime }));
    const partners = createPartnerService({ db, repos, realtime });
    app.decorate('partners', partners);
    sharePartnerProfitsEveryMinute(app, partners);
    app.decorate('localChain', localChain);
    const convert = createConvertService({ db, repos, bus: app.market.bus, clock: app.market.clock });
    app.decorate('convert', convert);
    app.decorate('walletConvert', createWalletConvertService({ db, repos, convert }));
    app.decorate(
      'playerAccounts',
      createPlayerAccountService({
        db,
        repos,
        clock,
        delivery,
        certification,
        realtime,
        sessionEnds: app.sessionEnds,
      }),
    );
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const caller = callerOf(request);
      const user = await repos.users.findById(caller.userId);
      const operator = user?.role === 'ADMIN' ? await repos.operators.byId(user.id) : undefined;
      if (user === undefined || operator === undefined || user.siteId !== caller.siteId) {
        throw new AppError(403, 'NO_PERMISSION');
      }
      request.operator = { userId: user.id, siteId: caller.siteId, level: operator.level };
      // Support reads; it changes nothing (and its attempt is logged like any operator's call).
      if (operator.level === 'SUPPORT' && request.method !== 'GET')
        throw new AppError(403, 'INSUFFICIENT_PRIVILEGES');
    });
    recordOperatorActions(app);
  },
  { name: 'member-services', dependencies: ['repositories', 'services', 'realtime', 'auth', 'market'] },
);
