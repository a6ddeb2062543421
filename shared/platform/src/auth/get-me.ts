import type { Me } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

export function getMe(): Promise<Me> {
  return apiRequest<Me>('get', 'me');
}
