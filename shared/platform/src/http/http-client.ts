import { isApiFailure, type ApiEnvelope, type LoginResult } from '@bx/contracts';
import ky, { type KyInstance, type KyResponse } from 'ky';

import { withRefreshLock } from '../auth/refresh-lock';
import { blockedAccountReason, reportRefusedRefresh, reportSessionEnd } from '../auth/session-end';
import { clearTokens, isExpired, readTokens, sessionSignal, writeTokens } from '../auth/token-storage';
import { localizeServerMessage } from '../site/client-text';
import { currentSiteId } from '../site/site-state';

import { ApiError } from './api-error';

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  query?: Query;
  json?: unknown;
  /** A multipart body (an upload) instead of `json`: the browser writes its boundary. */
  form?: FormData;
  /** Sends the access token, refreshing it first when it has expired. Default true. */
  auth?: boolean;
  /**
   * Extra request headers, e.g. the Idempotency-Key a retried bet or order must repeat, or the
   * Authorization of a session being ended (sent with `auth: false`, so it is never refreshed).
   */
  headers?: Record<string, string>;
}

let client: KyInstance | undefined;

/** The one HTTP client, made on first use: its absolute base needs the page's origin. */
function http(): KyInstance {
  client ??= ky.create({
    prefixUrl: new URL('/api/', location.origin).href,
    throwHttpErrors: false,
    retry: 0,
    timeout: 30_000,
  });
  return client;
}

let refreshing: Promise<boolean> | null = null;

const SESSION_REFUSED = new Set([401, 403]);

/**
 * Renews the session with the refresh-token login: once however many requests of this tab wait for it, and
 * one tab at a time, since tabs share the refresh token and the server takes one presented twice for a
 * stolen one. `staleAccessToken` is the token the caller found expired or saw refused; when another tab
 * has already stored a newer one, that one is used and nothing is sent. Resolves whether a usable access
 * token is stored.
 */
export function refreshSession(staleAccessToken = readTokens()?.accessToken): Promise<boolean> {
  refreshing ??= withRefreshLock(() => refreshUnlessRenewed(staleAccessToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshUnlessRenewed(staleAccessToken: string | undefined): Promise<boolean> {
  const tokens = readTokens();
  if (!tokens) return false;
  if (tokens.accessToken !== staleAccessToken && !isExpired(tokens)) return true;
  const response = await http().post('login', {
    searchParams: { siteInfoId: currentSiteId() },
    json: { refreshToken: tokens.refreshToken, siteInfoId: currentSiteId() },
  });
  const body = await readEnvelope<LoginResult>(response);
  // The session changed while the answer was on its way (a logout, or a tab of a browser without locks
  // refreshed): what is stored now wins, and a session logged out must not come back.
  const stored = readTokens();
  if (stored?.refreshToken !== tokens.refreshToken) return stored !== null && !isExpired(stored);
  if (isApiFailure(body)) {
    // Only a refusal ends the session; a server that failed or throttled said nothing about it.
    if (SESSION_REFUSED.has(body.status)) {
      clearTokens();
      reportRefusedRefresh(body.error.code);
    }
    return false;
  }
  writeTokens(body.data.accessToken, body.data.refreshToken, body.data.expiresIn);
  return true;
}

/** The access token to send, refreshed first when it has expired; none without a session. */
async function accessToken(): Promise<string | undefined> {
  const tokens = readTokens();
  if (tokens && isExpired(tokens)) await refreshSession(tokens.accessToken);
  return readTokens()?.accessToken;
}

async function readEnvelope<T>(response: KyResponse): Promise<ApiEnvelope<T>> {
  try {
    return (await response.json()) as ApiEnvelope<T>;
  } catch {
    return {
      status: response.status,
      data: null,
      error: { code: 'INTERNAL', message: `HTTP ${response.status}` },
    };
  }
}

const TOKEN_REJECTED = new Set(['TOKEN_EXPIRED', 'TOKEN_INVALID']);

/** The one way views reach the server: unwraps the envelope, or throws an ApiError with its message. */
export async function apiRequest<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  { query = {}, json, form, auth = true, headers = {} }: RequestOptions = {},
): Promise<T> {
  const send = async (token: string | undefined) => {
    const signal = token ? sessionSignal() : undefined;
    try {
      return await readEnvelope<T>(
        await http()(path, {
          method,
          json,
          body: form,
          searchParams: { ...definedOnly(query), siteInfoId: currentSiteId() },
          headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
          signal,
        }),
      );
    } catch (error) {
      if (signal?.aborted) {
        throw new ApiError(401, 'SESSION_ENDED', '');
      }
      throw error;
    }
  };
  const sentToken = auth ? await accessToken() : undefined;
  let body = await send(sentToken);
  if (
    auth &&
    isApiFailure(body) &&
    TOKEN_REJECTED.has(body.error.code) &&
    (await refreshSession(sentToken))
  ) {
    body = await send(readTokens()?.accessToken);
  }
  if (isApiFailure(body)) {
    const blocked = blockedAccountReason(body.error.code);
    if (blocked) reportSessionEnd(blocked);
    throw new ApiError(body.status, body.error.code, localizeServerMessage(body.error.message));
  }
  return body.data;
}

function definedOnly(query: Query): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}
