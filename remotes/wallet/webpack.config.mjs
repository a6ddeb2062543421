import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@bx/build-config';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'wallet',
  title: 'BX 지갑',
  port: 3004,
  exposes: { './App': './src/app/app.tsx' },
});
