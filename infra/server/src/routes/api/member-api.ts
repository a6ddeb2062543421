import type { FastifyPluginAsync } from 'fastify';

import adminChat from './admin-chat.js';
import adminContent from './admin-content.js';
import adminCopytrade from './admin-copytrade.js';
import adminDnw from './admin-dnw.js';
import adminLedger from './admin-ledger.js';
import adminOperators from './admin-operators.js';
import adminP2p from './admin-p2p.js';
import adminPeople from './admin-people.js';
import adminPlayer from './admin-player.js';
import adminPlayerDirectory from './admin-player-directory.js';
import adminRemotes from './admin-remotes.js';
import adminTradeOptions from './admin-trade-options.js';
import adminWallet from './admin-wallet.js';
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

/** Content, messages and inquiries, live chat, economic calendar, deposits and withdrawals, operator calls (content, ledger, dnw), certification, account recovery, site extras, uploads, P2P and payment providers. */
const memberApi: FastifyPluginAsync = async (app) => {
  for (const routes of [
    content,
    message,
    adminContent,
    chat,
    adminChat,
    economic,
    adminLedger,
    adminPlayer,
    adminPlayerDirectory,
    adminTradeOptions,
    dnw,
    adminDnw,
    adminWallet,
    adminOperators,
    adminRemotes,
    coupon,
    certi,
    playerAccount,
    siteExtras,
    devOutbox,
    devMarket,
    file,
    p2p,
    paymentProviders,
    adminP2p,
    adminPeople,
    adminCopytrade,
  ]) {
    await app.register(routes);
  }
};

export default memberApi;
