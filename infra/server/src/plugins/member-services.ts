import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Clock } from '../clock.js';
import type { DeliveryKind } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { createCertificationService, type CertificationService } from '../services/certification-service.js';
import { createChatService, type ChatService } from '../services/chat-service.js';
import { createContentService, type ContentService } from '../services/content-service.js';
import { createConvertService, type ConvertService } from '../services/convert-service.js';
import { createDelivery, type Delivery } from '../services/delivery.js';
import { createDnwService, type DnwService } from '../services/dnw-service.js';
import { createMessageService, type MessageService } from '../services/message-service.js';
import { createPlayerAccountService, type PlayerAccountService } from '../services/player-account-service.js';
import { callerOf } from './auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
    certification: CertificationService;
    content: ContentService;
    messages: MessageService;
    chat: ChatService;
    dnw: DnwService;
    convert: ConvertService;
    playerAccounts: PlayerAccountService;
    /** preHandler after `authenticate`: the caller is an ADMIN (of the token's site), else 403 NO_PERMISSION. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
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
    app.decorate('content', createContentService({ repos, realtime }));
    app.decorate('messages', createMessageService({ repos, clock, realtime }));
    app.decorate('chat', createChatService({ repos, clock, realtime }));
    app.decorate('dnw', createDnwService({ db, repos, realtime }));
    app.decorate(
      'convert',
      createConvertService({ db, repos, bus: app.market.bus, clock: app.market.clock }),
    );
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
      if (user === undefined || user.role !== 'ADMIN' || user.siteId !== caller.siteId) {
        throw new AppError(403, 'NO_PERMISSION');
      }
    });
  },
  { name: 'member-services', dependencies: ['repositories', 'services', 'realtime', 'auth', 'market'] },
);
