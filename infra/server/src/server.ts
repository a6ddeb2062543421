import type { AddressInfo } from 'node:net';

import { buildApp } from './app.js';
import { readConfig } from './config.js';

const config = readConfig();
const app = await buildApp({
  config,
  // Pretty logs are a dev dependency nobody installed; JSON lines at info level suit both terminal and collector.
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

let closing = false;
/** Exit code 0 for a requested stop; non-zero tells the supervisor (supervise.ts, Docker) to restart us. */
async function shutdown(signal: string, exitCode = 0): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  forced.unref();
  try {
    await app.close();
    process.exit(exitCode);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
// A database that cannot answer any more is not healed by waiting: restart (a fresh engine, the same data).
void app.db.fatal.then((error) => {
  app.log.fatal({ err: error }, 'the database died; restarting');
  void shutdown('database', 70);
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
const { port } = app.server.address() as AddressInfo;
console.log(`BX platform ready: http://localhost:${port}`);
if (config.demo) {
  console.log(
    'DEMO MODE: certification codes and account mail are not sent; they go to the development outbox, ' +
      `readable from this machine only at http://localhost:${port}/api/dev/outbox. Never expose this server.`,
  );
}
