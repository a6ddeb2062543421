/** How long a page group may take to load before its fallback shows: 120 s, or a shorter override for tests. */
export const LOAD_TIMEOUT_STORAGE_KEY = 'bx:remote-timeout-ms';
const DEFAULT_LOAD_TIMEOUT_MS = 120_000;

export function loadTimeoutMs(): number {
  const override = Number(localStorage.getItem(LOAD_TIMEOUT_STORAGE_KEY));
  return override > 0 ? override : DEFAULT_LOAD_TIMEOUT_MS;
}
