import type { FastifyPluginAsync } from 'fastify';

import admin from './admin.js';
import certi from './certi.js';
import chat from './chat.js';
import content from './content.js';
import coupon from './coupon.js';
import devMarket from './dev-market.js';
import devOutbox from './dev-outbox.js';
import dnw from './dnw.js';
import economic from './economic.js';
import file from './file.js';
import message from './message.js';
import p2p from './p2p.js';
import paymentProviders from './payment-providers.js';
import playerAccount from './player-account.js';
import siteExtras from './site-extras.js';

/** Content, messages and inquiries, live chat, economic calendar, deposits and withdrawals, certification, account recovery, site extras, uploads, P2P and payment providers; the operators' calls (admin.ts). */
const memberApi: FastifyPluginAsync = async (app) => {
  for (const routes of [
    admin,
    content,
    message,
    chat,
    economic,
    dnw,
    coupon,
    certi,
    playerAccount,
    siteExtras,
    devOutbox,
    devMarket,
    file,
    p2p,
    paymentProviders,
  ]) {
    await app.register(routes);
  }
};

export default memberApi;
