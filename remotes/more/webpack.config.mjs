import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@bx/build-config';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'more',
  title: 'BX 더보기',
  port: 3006,
  exposes: { './App': './src/app/app.tsx' },
});
