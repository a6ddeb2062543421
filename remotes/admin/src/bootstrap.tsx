import { runStandalone } from '@bx/app-kit';

import App from './app/app';

void runStandalone('admin', App);
