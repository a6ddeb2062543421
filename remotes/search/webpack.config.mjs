import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@bx/build-config';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'search',
  title: 'BX 검색',
  port: 3005,
  exposes: { './App': './src/app/app.tsx' },
});
