import type { FastifyPluginAsync } from 'fastify';

import adminChat from './admin-chat.js';
import adminContent from './admin-content.js';
import adminLedger from './admin-ledger.js';
import adminPlayer from './admin-player.js';
import certi from './certi.js';
import chat from './chat.js';
import content from './content.js';
import devOutbox from './dev-outbox.js';
import economic from './economic.js';
import message from './message.js';
import playerAccount from './player-account.js';
import siteExtras from './site-extras.js';

/** Content, messages and inquiries, live chat, economic calendar, operator calls (content, ledger), certification, account recovery, site extras. */
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
    certi,
    playerAccount,
    siteExtras,
    devOutbox,
  ]) {
    await app.register(routes);
  }
};

export default memberApi;
