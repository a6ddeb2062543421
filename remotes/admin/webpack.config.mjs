import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@bx/build-config';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'admin',
  title: 'BX 운영 콘솔',
  port: 3007,
  exposes: { './App': './src/app/app.tsx' },
});
