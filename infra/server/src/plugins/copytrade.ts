import fp from 'fastify-plugin';

import { CopyFollows } from '../engines/copytrade/copy-follows.js';
import { CopyMirror } from '../engines/copytrade/copy-mirror.js';

declare module 'fastify' {
  interface FastifyInstance {
    copytrade: { follows: CopyFollows; mirror: CopyMirror };
  }
}

/** How often each instance looks for new TRADER accounts (whose fills it then records for mirroring). */
const TRADERS_REFRESH_MS = 10_000;

/**
 * Copy trading on the futures engine (docs/copytrade.md): the engine records traders' fills in their transactions and
 * hands them to the mirror once committed; the futures leader's poll sweeps up fills an instance did not mirror.
 */
export default fp(
  async (app) => {
    const repo = app.repos.copytrade;
    const mirror = new CopyMirror({ repo, futures: app.futures, realtime: app.realtime, log: app.log });
    const follows = new CopyFollows({
      db: app.db,
      repo,
      futuresRepo: app.repos.futures,
      ledger: app.repos.ledger,
      users: app.repos.users,
      futures: {
        ofStock: (stock) => {
          const terms = app.futures.ofStock(stock);
          return terms?.isPlay === true ? terms : undefined;
        },
      },
      clock: app.market.clock,
    });
    app.futures.useCopyTrading({
      recordFill: (q, fill) => mirror.recordFill(q, fill),
      mirror: (orderId) => mirror.mirror(orderId),
      sweep: () => mirror.sweep(),
      followedOptions: (userId, q) => repo.followedOptions(userId, q),
    });
    app.decorate('copytrade', { follows, mirror });

    let timer: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', async () => {
      await mirror.refreshTraders();
      timer = setInterval(() => {
        mirror
          .refreshTraders()
          .catch((error: unknown) => app.log.error({ err: error }, 'copy trading: traders'));
      }, TRADERS_REFRESH_MS);
      timer.unref();
    });
    // Before the database closes: copies under way finish.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await mirror.idle();
    });
  },
  { name: 'copytrade', dependencies: ['futures', 'repositories'] },
);
