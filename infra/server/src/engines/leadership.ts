import type { Db, HeldLock } from '../db/db.js';

/** What runs on one instance only: an engine's timers and in-memory state. */
export interface LeaderRole {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Leadership {
  /** Whether this instance runs the role now. */
  readonly leading: boolean;
  /** Stops the role if it runs here and gives the lock up, so another instance takes over at once. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  /** How often a follower asks for the lock; the takeover after a leader dies waits at most this long. */
  retryMs?: number;
  log?: { info(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

/**
 * Runs `role` on exactly one instance at a time: the holder of the database lock `name`. The others serve
 * calls and sockets only and ask for the lock every `retryMs`; when the leader dies its lock goes with its
 * connection and the next asker starts the role, which resumes from the database (engines recover their
 * unfinished work on start). Resolves after the first attempt, elected or not.
 */
export async function lead(
  db: Pick<Db, 'tryLock'>,
  name: string,
  role: LeaderRole,
  options: LeadershipOptions = {},
): Promise<Leadership> {
  const retryMs = options.retryMs ?? 1_000;
  let held: HeldLock | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function later(): void {
    if (stopped) return;
    retry = setTimeout(() => {
      attempt().catch((error: unknown) => {
        options.log?.error({ err: error, lock: name }, 'could not start after the election; asking again');
        later();
      });
    }, retryMs);
    retry.unref();
  }

  async function attempt(): Promise<void> {
    let lock: HeldLock | undefined;
    try {
      lock = await db.tryLock(name);
    } catch (error) {
      options.log?.error({ err: error, lock: name }, 'could not ask for the lock; asking again');
    }
    if (lock === undefined) return later();
    if (stopped) return lock.release();
    held = lock;
    options.log?.info({ lock: name }, 'elected: this instance runs it');
    void lock.lost.then((reason) => onLost(lock, reason));
    try {
      await role.start();
    } catch (error) {
      // Not running it, so not holding it: another instance may try.
      held = undefined;
      await lock.release();
      throw error;
    }
  }

  /**
   * The lock's connection died (the database restarted, cut us off, or went away): stop acting as the holder and ask
   * again every retryMs, so leadership comes back (here or elsewhere) as soon as the database does.
   */
  async function onLost(lock: HeldLock, reason: Error): Promise<void> {
    if (held !== lock) return; // released on purpose
    held = undefined;
    options.log?.error({ err: reason, lock: name }, 'lost the lock: stopping, another instance takes over');
    try {
      await role.stop();
    } catch (error) {
      options.log?.error({ err: error, lock: name }, 'could not stop cleanly after losing the lock');
    }
    // A connection half alive would still hold the lock and keep everyone out: close it, without waiting on it.
    void lock.release();
    later();
  }

  await attempt();
  return {
    get leading() {
      return held !== undefined;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const lock = held;
      held = undefined;
      if (lock === undefined) return;
      await role.stop();
      await lock.release();
    },
  };
}
