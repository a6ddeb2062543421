import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createAppConfig } from '@bx/build-config';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'host',
  title: 'BX 트레이딩',
  port: 3000,
  isHost: true,
});
