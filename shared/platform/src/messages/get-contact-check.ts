import type { ContactCheck } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

/** Whether an answered inquiry waits unread. */
export function getContactCheck(): Promise<ContactCheck> {
  return apiRequest<ContactCheck>('get', 'contact/check');
}
