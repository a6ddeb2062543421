/** How long a remote may take to load before its fallback shows: 120 s, or a shorter local override for tests. */
export const REMOTE_TIMEOUT_STORAGE_KEY = 'bx:remote-timeout-ms';
const DEFAULT_REMOTE_TIMEOUT_MS = 120_000;

export function remoteTimeoutMs(): number {
  const override = Number(localStorage.getItem(REMOTE_TIMEOUT_STORAGE_KEY));
  return override > 0 ? override : DEFAULT_REMOTE_TIMEOUT_MS;
}

export class RemoteTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`${name} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}
