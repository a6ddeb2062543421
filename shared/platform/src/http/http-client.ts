import { isApiFailure, type ApiEnvelope, type LoginResult } from '@bx/contracts';
import ky, { type KyInstance, type KyResponse } from 'ky';

import { clearTokens, readTokens, writeTokens } from '../auth/token-storage';
import { localizeServerMessage } from '../site/client-text';
import { currentSiteId } from '../site/site-state';

import { ApiError } from './api-error';

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  query?: Query;
  json?: unknown;
  /** Sends the access token, refreshing it first when it has expired. Default true. */
  auth?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key a retried bet or order must repeat. */
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

/**
 * Runs the refresh-token login once, however many requests are waiting for it; they all continue with
 * the new access token (or without a session when the refresh was refused).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const tokens = readTokens();
    if (!tokens) return false;
    const response = await http().post('login', {
      searchParams: { siteInfoId: currentSiteId() },
      json: { refreshToken: tokens.refreshToken, siteInfoId: currentSiteId() },
    });
    const body = await readEnvelope<LoginResult>(response);
    if (isApiFailure(body)) {
      clearTokens();
      return false;
    }
    writeTokens(body.data.accessToken, body.data.refreshToken, body.data.expiresIn);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function authorization(): Promise<Record<string, string>> {
  let tokens = readTokens();
  if (tokens && tokens.expiresAt <= Date.now()) {
    await refreshSession();
    tokens = readTokens();
  }
  return tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {};
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
  { query = {}, json, auth = true, headers = {} }: RequestOptions = {},
): Promise<T> {
  const send = async () =>
    http()(path, {
      method,
      json,
      searchParams: { ...definedOnly(query), siteInfoId: currentSiteId() },
      headers: { ...headers, ...(auth ? await authorization() : {}) },
    });
  let body = await readEnvelope<T>(await send());
  if (auth && isApiFailure(body) && TOKEN_REJECTED.has(body.error.code) && (await refreshSession())) {
    body = await readEnvelope<T>(await send());
  }
  if (isApiFailure(body))
    throw new ApiError(body.status, body.error.code, localizeServerMessage(body.error.message));
  return body.data;
}

function definedOnly(query: Query): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}
