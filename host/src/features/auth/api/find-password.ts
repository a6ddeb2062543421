import type { DeliverySent, FindPasswordRequest } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

/** Sends a reset code to the player's phone or e-mail. */
export function findPassword(request: FindPasswordRequest): Promise<DeliverySent> {
  return apiRequest<DeliverySent>('post', 'player/find_pw', { json: request, auth: false });
}
