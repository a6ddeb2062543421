import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@bx/build-config';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'oversea',
  title: 'BX 해외선물',
  port: 3003,
  exposes: { './App': './src/app/app.tsx' },
});
