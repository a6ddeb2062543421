import { apiRequest, useAction } from '@bx/platform';

export interface ChangePasswordRequest {
  id: number;
  password: string;
  currentPassword: string;
}

/**
 * POST /api/user/change_password {id, password, currentPassword}. The server keeps this session and ends the
 * player's others.
 */
export function changePassword(request: ChangePasswordRequest): Promise<null> {
  return apiRequest<null>('post', 'user/change_password', { json: request });
}

export function useChangePassword() {
  return useAction(changePassword);
}
