import type { RemoteAppProps } from '@bx/app-kit';
import type { RemoteEntry, RemoteName } from '@bx/contracts';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

import { resilientLoadingPlugin } from './resilient-loading-plugin';

type RemoteApp = ComponentType<RemoteAppProps>;

/** What the site lists now, and what the federation runtime was told (a loaded remote keeps its build). */
const listed = new Set<RemoteName>();
const registered = new Map<RemoteName, RemoteEntry>();
const loading = new Map<RemoteName, Promise<RemoteApp>>();
/** Builds refused for a shared version they were not built for, by remote: the entry and the runtime's reason. */
const refused = new Map<RemoteName, { entry: string; reason: unknown }>();
/** The origins this page's Content-Security-Policy lets scripts come from: its own and its remotes' at load. */
const allowedOrigins = new Set<string>();
let pluginsRegistered = false;

/**
 * Registers the remotes the server lists for this site, at start-up and again when an operator changes them;
 * nothing about them is built into the host. A remote already loaded on this page keeps its build until the
 * page reloads; one not loaded yet is pointed at its new entry at once, when the page's policy lets scripts come
 * from there (a new origin, such as another CDN, takes effect on the next load, whose policy names it).
 */
export function registerSiteRemotes(remotes: readonly RemoteEntry[]): void {
  if (!pluginsRegistered) registerPlugins([resilientLoadingPlugin()]);
  pluginsRegistered = true;
  // A path is on this page's origin; the manifest's URL must be absolute for its chunks' public path.
  const resolved = remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, location.href).href }));
  if (allowedOrigins.size === 0) {
    allowedOrigins.add(location.origin);
    resolved.forEach((remote) => allowedOrigins.add(new URL(remote.entry).origin));
  }
  listed.clear();
  resolved.forEach((remote) => listed.add(remote.name));
  const added = resolved.filter((remote) => !registered.has(remote.name));
  const moved = resolved.filter(
    (remote) =>
      registered.has(remote.name) &&
      registered.get(remote.name)?.entry !== remote.entry &&
      !loading.has(remote.name) &&
      allowedOrigins.has(new URL(remote.entry).origin),
  );
  [...added, ...moved].forEach((remote) => registered.set(remote.name, remote));
  if (added.length > 0) registerRemotes(added);
  if (moved.length > 0) registerRemotes(moved, { force: true });
}

export function isRegistered(name: RemoteName): boolean {
  return listed.has(name);
}

/**
 * Loads a remote's App once; a failure rejects, and the next call tries afresh. A build refused for a shared
 * version stays refused with its reason until the site points the remote elsewhere: the runtime keeps the
 * half-initialised build, and a second load would hand out its App without the shared module it was refused.
 */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  const refusal = refused.get(name);
  if (refusal && refusal.entry === registered.get(name)?.entry) return Promise.reject(refusal.reason);
  const pending = loading.get(name) ?? appOf(name);
  loading.set(name, pending);
  pending.catch(() => loading.delete(name));
  return pending;
}

/** Clears what the federation runtime remembers of a remote, so a retry fetches it again. */
export function forgetRemote(name: RemoteName): void {
  loading.delete(name);
  const entry = registered.get(name);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}

/** The runtime's words for a build whose range of a strict shared singleton the page's copy does not satisfy. */
const VERSION_MISMATCH = /does not satisfy the requirement/;

async function appOf(name: RemoteName): Promise<RemoteApp> {
  const entry = registered.get(name)?.entry ?? '';
  const module = await loadRemote<{ default: RemoteApp }>(`${name}/App`).catch((reason: unknown) => {
    if (VERSION_MISMATCH.test(String(reason))) refused.set(name, { entry, reason });
    throw reason;
  });
  if (!module?.default) throw new Error(`${name}/App exposes no default component`);
  return module.default;
}
