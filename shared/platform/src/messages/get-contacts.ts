import type { Contact, Page } from '@bx/contracts';

import { apiRequest } from '../http/http-client';

/** The player's 1:1 inquiries and their answers, newest first. */
export function getContacts(page = 1, size = 20): Promise<Page<Contact>> {
  return apiRequest<Page<Contact>>('get', 'contact/list', { query: { page, size } });
}
