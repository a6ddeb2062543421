import fp from 'fastify-plugin';

import { CopyFollowBook } from '../engines/copytrade/copy-follow-book.js';
import { CopyFollows } from '../engines/copytrade/copy-follows.js';
import { CopyMirror } from '../engines/copytrade/copy-mirror.js';
import { CopyProfitShares } from '../engines/copytrade/copy-profit-share.js';
import { CopyStopLoss } from '../engines/copytrade/copy-stop-loss.js';
import { VirtualClock } from '../market/clock.js';
import { insertCopies, unmadeCopies } from '../repositories/copytrade/copy-sets.js';

declare module 'fastify' {
  interface FastifyInstance {
    copytrade: { follows: CopyFollows; mirror: CopyMirror; shares: CopyProfitShares; stopLoss: CopyStopLoss };
  }
}

/**
 * How often each instance looks for new TRADER accounts (whose fills it then records for mirroring) and reads every
 * follow again (a change another instance made whose bus message was lost).
 */
const TRADERS_REFRESH_MS = 10_000;

/**
 * Copy trading on the futures engine (docs/copytrade.md): the engine records traders' fills in their transactions and
 * hands them to the mirror once committed; the futures leader's poll sweeps up fills an instance did not mirror, and
 * runs the follows' stop-losses and the weekly profit share.
 */
export default fp(
  async (app) => {
    const repo = app.repos.copytrade;
    const clock = app.market.clock;
    const book = new CopyFollowBook(repo);
    const changed = (userId: number) => app.instanceBus.publish({ kind: 'copy-follow', userId });
    const mirror = new CopyMirror({ repo, futures: app.futures, realtime: app.realtime, log: app.log });
    const shares = new CopyProfitShares({ db: app.db, repo, ledger: app.repos.ledger, clock, log: app.log });
    const stopLoss = new CopyStopLoss({
      db: app.db,
      repo,
      ledger: app.repos.ledger,
      futures: app.futures,
      shares,
      clock,
      realtime: app.realtime,
      log: app.log,
      book,
      changed,
    });
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
      clock,
      shares,
      book,
      changed,
    });
    // The leader's copy work: one run at a time; a poll that finds one running leaves it.
    let leading: Promise<void> | undefined;
    const leaderPoll = () => {
      leading ??= (async () => {
        await stopLoss.check();
        await shares.runDue();
      })()
        .catch((error: unknown) => app.log.error({ err: error }, 'copy trading: the leader poll failed'))
        .finally(() => {
          leading = undefined;
        });
    };
    if (clock instanceof VirtualClock) {
      const off = clock.onIdle(async () => leading);
      app.addHook('onClose', async () => off());
    }
    app.futures.useCopyTrading({
      recordFill: (q, fill) => mirror.recordFill(q, fill),
      mirror: (orderId) => mirror.mirror(orderId),
      sweep: () => mirror.sweep(),
      leaderPoll,
      followedOptions: async (userId) => book.options(userId),
      followedOptionsOf: async (_q, userIds) => book.optionsOf(userIds),
      unmadeCopies,
      bookCopies: insertCopies,
    });
    app.decorate('copytrade', { follows, mirror, shares, stopLoss });

    let timer: ReturnType<typeof setInterval> | undefined;
    const hearing = app.instanceBus.subscribe((message) => {
      if (message.kind !== 'copy-follow') return;
      book
        .reload([message.userId])
        .catch((error: unknown) => app.log.error({ err: error }, 'copy trading: a follow changed'));
    });
    app.addHook('onReady', async () => {
      await Promise.all([mirror.refreshTraders(), book.reload()]);
      // The bus drops what it cannot deliver (Redis away): every follow is read again now and then.
      timer = setInterval(() => {
        Promise.all([mirror.refreshTraders(), book.reload()]).catch((error: unknown) =>
          app.log.error({ err: error }, 'copy trading: traders and follows'),
        );
      }, TRADERS_REFRESH_MS);
      timer.unref();
    });
    // Before the database closes: copies and the leader's copy work under way finish.
    app.addHook('onClose', async () => {
      hearing();
      clearInterval(timer);
      await mirror.idle();
      await leading;
    });
  },
  { name: 'copytrade', dependencies: ['futures', 'repositories'] },
);
