/** Held by whichever tab of the site is running a refresh-token login. */
const REFRESH_LOCK = 'bx-refresh';

/**
 * Runs the task while no other tab of this origin runs one: tabs share the stored refresh token, and the
 * server takes a refresh token presented twice for a stolen one. Browsers without the Web Locks API get
 * no cross-tab exclusion; the caller's in-tab single-flight is then all there is.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return task();
  return navigator.locks.request(REFRESH_LOCK, task);
}
