import type { RemoteAppProps } from '@bx/app-kit';
import type { RemoteEntry, RemoteName } from '@bx/contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

import { resilientLoadingPlugin } from './resilient-loading-plugin';

type RemoteApp = ComponentType<RemoteAppProps>;

const entries = new Map<RemoteName, RemoteEntry>();
const loading = new Map<RemoteName, Promise<RemoteApp>>();

/** Registers the remotes the server lists for this site; nothing about them is built into the host. */
export function registerSiteRemotes(remotes: RemoteEntry[]): void {
  registerPlugins([resilientLoadingPlugin()]);
  // A path is on this page's origin; the manifest's URL must be absolute for its chunks' public path.
  const resolved = remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, location.href).href }));
  resolved.forEach((remote) => entries.set(remote.name, remote));
  registerRemotes(resolved);
}

export function isRegistered(name: RemoteName): boolean {
  return entries.has(name);
}

/** Loads a remote's App once; a failure rejects, and the next call tries afresh. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  const pending = loading.get(name) ?? appOf(name);
  loading.set(name, pending);
  pending.catch(() => loading.delete(name));
  return pending;
}

/** Clears what the federation runtime remembers of a remote, so a retry fetches it again. */
export function forgetRemote(name: RemoteName): void {
  loading.delete(name);
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}

async function appOf(name: RemoteName): Promise<RemoteApp> {
  const module = await loadRemote<{ default: RemoteApp }>(`${name}/App`);
  if (!module?.default) throw new Error(`${name}/App exposes no default component`);
  return module.default;
}
