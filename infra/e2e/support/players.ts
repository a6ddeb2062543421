/**
 * The seeded accounts a spec signs in as, this worker's own: the seed's demo1 on the first worker, demo1w1 (a copy
 * funded and set up the same, see worker-accounts.ts) on the second, and so on. Specs running at once on two
 * workers thus never sign in as the same player, nor see each other's trades, messages or balances.
 */
export const SEEDED_PLAYERS = ['demo1', 'demo2', 'demo3', 'trader1', 'partner1', 'ref1'] as const;
export type SeededPlayer = (typeof SEEDED_PLAYERS)[number];

/** The name of `username`'s copy for the worker with this parallel index. */
export const copyOf = (username: string, worker: number): string =>
  worker === 0 ? username : `${username}w${worker}`;

// Playwright gives each worker process its parallel index before it loads a spec.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const own = Object.fromEntries(
  SEEDED_PLAYERS.map((username) => [username, copyOf(username, worker)]),
) as Record<SeededPlayer, string>;
