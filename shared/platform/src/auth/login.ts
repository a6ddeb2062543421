import type { LoginResult, PasswordLoginRequest } from '@bx/contracts';
import { useCallback, useState } from 'react';

import { ApiError } from '../http/api-error';
import { apiRequest } from '../http/http-client';
import { currentSiteId } from '../site/site-state';
import { platformStore } from '../state/platform-store';

import { authStatusAtom, meAtom } from './auth-state';
import { writeTokens } from './token-storage';

export type LoginInput = Omit<PasswordLoginRequest, 'siteInfoId'>;

export async function login(input: LoginInput): Promise<LoginResult> {
  const result = await apiRequest<LoginResult>('post', 'login', {
    json: { ...input, siteInfoId: currentSiteId() },
    auth: false,
  });
  writeTokens(result.accessToken, result.refreshToken, result.expiresIn);
  platformStore.set(meAtom, result.user);
  platformStore.set(authStatusAtom, 'success');
  return result;
}

export function useLogin() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(async (input: LoginInput) => {
    setPending(true);
    setError(null);
    try {
      return await login(input);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : '서버에 연결할 수 없습니다.');
      return null;
    } finally {
      setPending(false);
    }
  }, []);
  return { submit, pending, error };
}
