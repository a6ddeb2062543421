import { fileURLToPath } from 'node:url';

import { SERVER_EXEC_ARGV, SERVER_MALLOC_ENV } from './memory-settings.js';
import { supervise } from './supervisor.js';

/**
 * `pnpm start` runs the server through this, so a server that exits with a failure is started again. In
 * Docker the container's restart policy plays this part and server.js runs alone.
 */
const supervisor = supervise(fileURLToPath(new URL('./server.js', import.meta.url)), {
  args: process.argv.slice(2),
  execArgv: SERVER_EXEC_ARGV,
  env: SERVER_MALLOC_ENV,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void supervisor.stop(signal));
}
process.exit(await supervisor.done);
