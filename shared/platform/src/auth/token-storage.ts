/** Local storage keys of the session; the spec keeps them unlocalised and readable by every app. */
const KEYS = { access: 'accessToken', refresh: 'refreshToken', expiresAt: 'accessTokenExpiresAt' } as const;

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds after which the access token is no longer accepted. */
  expiresAt: number;
}

export function readTokens(): StoredTokens | null {
  const accessToken = localStorage.getItem(KEYS.access);
  const refreshToken = localStorage.getItem(KEYS.refresh);
  const expiresAt = Number(localStorage.getItem(KEYS.expiresAt));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt)) return null;
  return { accessToken, refreshToken, expiresAt };
}

export function isExpired(tokens: StoredTokens): boolean {
  return tokens.expiresAt <= Date.now();
}

export function writeTokens(accessToken: string, refreshToken: string, expiresInSeconds: number): void {
  localStorage.setItem(KEYS.access, accessToken);
  localStorage.setItem(KEYS.refresh, refreshToken);
  localStorage.setItem(KEYS.expiresAt, String(Date.now() + expiresInSeconds * 1000));
}

let session = new AbortController();

/**
 * Aborted when this tab ends the session: a call still on its way with the old token is dropped here, so the
 * server's late refusal of a token it has just revoked never reaches the page (nor its console).
 */
export function sessionSignal(): AbortSignal {
  return session.signal;
}

export function clearTokens(): void {
  Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
  session.abort();
  session = new AbortController();
}

const TOKEN_KEYS: ReadonlySet<string | null> = new Set([...Object.values(KEYS), null]);

/**
 * Calls back whenever another tab writes or clears the session (a `storage` event never fires in the tab
 * that made the change; a null key is a `localStorage.clear()`).
 */
export function onTokensChangedElsewhere(listener: () => void): void {
  addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && TOKEN_KEYS.has(event.key)) listener();
  });
}
