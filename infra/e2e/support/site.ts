/** Where the composed site runs for the tests: the production build behind the real server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const siteUrl = (hostname = 'localhost') => `http://${hostname}:${E2E_PORT}`;

/**
 * Copies of the builds the server serves in the tests, so a test can redeploy a remote, and its data: one pair
 * per port, so a second composed site (`pnpm budget` beside an e2e run) never deletes the first one's files.
 */
export const E2E_WEB_ROOT = new URL(`../../../.e2e/${E2E_PORT}/www/`, import.meta.url).pathname;
export const E2E_DATA_DIR = new URL(`../../../.e2e/${E2E_PORT}/data/`, import.meta.url).pathname;

/** The test workers (playwright.config.ts); each has its own copies of the seeded players (players.ts). */
export const E2E_WORKERS = 2;
