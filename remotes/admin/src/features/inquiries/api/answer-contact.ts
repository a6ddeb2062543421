import type { Contact } from '@bx/contracts';
import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';
import { opsKeys } from '../../../shared/admin-ops-query-keys';

/** POST /api/admin/contact/answer {id, answer}: the player gets the answer as a message (NEW_ANSWER). */
export function answerContact(request: { id: number; answer: string }): Promise<Contact> {
  return apiRequest<Contact>('post', 'admin/contact/answer', { json: request });
}

/** Answered or refused, both lists are asked again, so the inquiry moves to the answered ones. */
export function useAnswerContact() {
  return useMutation({
    mutationFn: answerContact,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opsKeys.contactsAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
