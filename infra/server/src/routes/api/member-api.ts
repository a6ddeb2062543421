import type { FastifyPluginAsync } from 'fastify';

import adminContent from './admin-content.js';
import adminLedger from './admin-ledger.js';
import adminPlayer from './admin-player.js';
import certi from './certi.js';
import content from './content.js';
import devOutbox from './dev-outbox.js';
import message from './message.js';
import playerAccount from './player-account.js';
import siteExtras from './site-extras.js';

/** Content, messages and inquiries, operator calls (content, ledger), certification, account recovery, site extras. */
const memberApi: FastifyPluginAsync = async (app) => {
  for (const routes of [
    content,
    message,
    adminContent,
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
