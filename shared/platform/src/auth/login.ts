import type { LoginResult, PasswordLoginRequest } from '@bx/contracts';

import { apiRequest } from '../http/http-client';
import { useAction } from '../http/use-action';
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
  const { run, pending, error } = useAction(login);
  return { submit: run, pending, error };
}
