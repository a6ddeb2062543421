import type { DeliverySent, FindIdRequest } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

export function findId(request: FindIdRequest): Promise<DeliverySent> {
  return apiRequest<DeliverySent>('post', 'player/find_id', { json: request, auth: false });
}
