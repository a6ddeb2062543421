import type { ResetPasswordRequest } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

export function resetPassword(request: ResetPasswordRequest): Promise<unknown> {
  return apiRequest<unknown>('post', 'player/reset_pw', { json: request, auth: false });
}
