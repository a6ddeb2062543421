import type { LoginResult, PasswordLoginRequest } from '@bx/contracts';

import { apiRequest } from '../http/http-client';
import { useAction } from '../http/use-action';
import { currentSiteId } from '../site/site-state';

import { setSignedIn } from './auth-state';
import { forgetSessionEnd } from './session-end';
import { writeTokens } from './token-storage';

export type LoginInput = Omit<PasswordLoginRequest, 'siteInfoId'>;

export async function login(input: LoginInput): Promise<LoginResult> {
  // A new session, which the server may end again: even a refusal of this very attempt as DENY.
  forgetSessionEnd();
  const result = await apiRequest<LoginResult>('post', 'login', {
    json: { ...input, siteInfoId: currentSiteId() },
    auth: false,
  });
  writeTokens(result.accessToken, result.refreshToken, result.expiresIn);
  setSignedIn(result.user);
  return result;
}

export function useLogin() {
  const { run, pending, error, setError } = useAction(login);
  return { submit: run, pending, error, clearError: () => setError(null) };
}
