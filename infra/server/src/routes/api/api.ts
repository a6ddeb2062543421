import type { FastifyPluginAsync } from 'fastify';

import dnwConvert from './dnw-convert.js';
import login from './login.js';
import logout from './logout.js';
import me from './me.js';
import memberApi from './member-api.js';
import partner from './partner.js';
import player from './player.js';
import siteInfo from './site-info.js';
import user from './user.js';
import wallet from './wallet.js';

/** Everything under /api: the hostname's site first, then the siteInfoId check, then the route. */
const api: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.resolveSite);
  app.addHook('onRequest', app.requireSiteInfoId);
  for (const routes of [login, logout, me, wallet, dnwConvert, siteInfo, player, user, partner, memberApi])
    await app.register(routes);
};

export default api;
