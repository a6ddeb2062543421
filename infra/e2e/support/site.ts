/** Where the composed site runs for the tests: the production build behind the real server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const siteUrl = (hostname = 'localhost') => `http://${hostname}:${E2E_PORT}`;

/** Copies of the builds the server serves in the tests, so a test can redeploy a remote. */
export const E2E_WEB_ROOT = new URL('../../../.e2e/www/', import.meta.url).pathname;
export const E2E_DATA_DIR = new URL('../../../.e2e/data/', import.meta.url).pathname;
