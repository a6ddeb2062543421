import type { Contact, CreateContactRequest } from '@bx/contracts';
import { apiRequest, useAction } from '@bx/platform';
import { useCallback } from 'react';

import { refreshMessages } from '../../../shared/refresh-unread';

/** POST /api/contact/create {playerId, question}: a new 1:1 inquiry, waiting for its answer. */
export function createContact(request: CreateContactRequest): Promise<Contact> {
  return apiRequest<Contact>('post', 'contact/create', { json: request });
}

export function useCreateContact() {
  const send = useCallback(async (request: CreateContactRequest) => {
    const created = await createContact(request);
    await refreshMessages();
    return created;
  }, []);
  return useAction(send);
}
