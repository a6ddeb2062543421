import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { bootHost } from './app/boot-host';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The start-up requests go out now, not after React's first render (the loader) has been drawn.
const booted = bootHost();
// Boot reports a failure; this only keeps one that came before its first render from counting as unhandled.
booted.catch(() => undefined);
createRoot(container).render(<App booted={booted} />);
