import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@bx/build-config';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'futures',
  title: 'BX 선물거래',
  port: 3002,
  exposes: { './App': './src/app/app.tsx' },
});
