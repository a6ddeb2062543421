import type { UsernameCheck } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

export function checkUsername(username: string): Promise<UsernameCheck> {
  return apiRequest<UsernameCheck>('get', 'user/check_username', { query: { username }, auth: false });
}
