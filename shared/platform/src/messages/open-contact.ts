import type { Contact } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

/** One of the player's inquiries; the server counts its answer read from then on. */
export function openContact(id: number): Promise<Contact> {
  return apiRequest<Contact>('get', `contact/${id}`);
}
