import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@bx/build-config';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'trade',
  title: 'BX 바이너리 옵션',
  port: 3001,
  exposes: { './App': './src/app/app.tsx' },
});
