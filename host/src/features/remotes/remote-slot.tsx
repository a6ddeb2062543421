import type { RemoteName } from '@bx/contracts';

import { LoadingSlot } from '../../shared/loading-slot';

import { forgetRemote, loadRemoteApp } from './remote-registry';

/** Draws a route with the remote that owns it. */
export function RemoteSlot({ name, routeId }: { name: RemoteName; routeId: string }) {
  return (
    <LoadingSlot
      what={`remote ${name}`}
      load={() => loadRemoteApp(name)}
      reset={() => forgetRemote(name)}
      props={{ routeId }}
    />
  );
}
